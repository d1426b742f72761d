import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastProvider } from '../../src/client/components/ToastProvider';
import { showToast } from '../../src/client/components/toastBus';

function toastBody(text: string) {
  return screen.getByText(text).parentElement as HTMLElement;
}

function drag(el: HTMLElement, dx: number) {
  Object.defineProperty(el, 'offsetWidth', { configurable: true, value: 300 });
  fireEvent.pointerDown(el, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(el, { clientX: 100 + dx, pointerId: 1 });
  fireEvent.pointerUp(el, { clientX: 100 + dx, pointerId: 1 });
}

describe('toasts', () => {
  it('appear top-right with a close button', async () => {
    render(<ToastProvider>{null}</ToastProvider>);
    act(() => {
      showToast('Saved', 'success');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    // notistack's container styles for top-right: pinned to the top and right edges.
    const container = document.querySelector('.notistack-SnackbarContainer') as HTMLElement;
    const style = getComputedStyle(container);
    expect([style.top, style.right, style.bottom, style.left]).toEqual(['14px', '20px', '', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });

  it('a short drag springs back; a drag over 80% of the width dismisses', async () => {
    render(<ToastProvider>{null}</ToastProvider>);
    act(() => {
      showToast('Something failed', 'error');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something failed');
    drag(toastBody('Something failed'), 200);
    expect(screen.getByText('Something failed')).toBeInTheDocument();
    drag(toastBody('Something failed'), 250);
    await waitFor(() => expect(screen.queryByText('Something failed')).not.toBeInTheDocument());
  });

  it('a toast asked for before notistack has loaded shows once it arrives', async () => {
    showToast('Network Error, check your internet', 'error');
    render(<ToastProvider>{null}</ToastProvider>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error, check your internet');
  });

  it('shows at most one toast of each kind: a new one replaces the one on screen', async () => {
    render(<ToastProvider>{null}</ToastProvider>);
    act(() => {
      showToast('Registration successful', 'success');
      showToast('Wrong code', 'error');
    });
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    act(() => {
      showToast('Verification successful.', 'success');
    });
    expect(await screen.findByText('Verification successful.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Registration successful')).not.toBeInTheDocument());
    expect(screen.getByText('Wrong code')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('the same text again while it is up stays one toast; after it is gone it shows again', async () => {
    render(<ToastProvider>{null}</ToastProvider>);
    act(() => {
      showToast('Room renamed.', 'success');
    });
    expect(await screen.findByText('Room renamed.')).toBeInTheDocument();
    act(() => {
      showToast('Room renamed.', 'success');
    });
    expect(screen.getAllByText('Room renamed.')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Room renamed.')).not.toBeInTheDocument());
    act(() => {
      showToast('Room renamed.', 'success');
    });
    expect(await screen.findByText('Room renamed.')).toBeInTheDocument();
  });
});
