import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../../src/client/components/RouteErrorBoundary';

function Broken(): never {
  throw new Error('listing.map is not a function');
}

function Screens() {
  const location = useLocation();
  return (
    <>
      <Link to="/fine">Somewhere else</Link>
      <RouteErrorBoundary resetKey={location.key}>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<h1>Fine</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

describe('a render error below the routes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Unexpected Application Error!' with the error, and a new location clears it", async () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Screens />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('listing.map is not a function')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
