import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { ADA, tokenFor } from '../support/client/backend';
import { renderApp, signIn } from '../support/client/render';
import { addRoomPhoto } from '../support/client/roomPhotoHandlers';

/** axe in jsdom: no layout, so colour contrast cannot be judged here. */
async function violations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe)', () => {
  it.each([
    ['/', 'Welcome to Roomwise'],
    ['/register', 'Welcome to Roomwise'],
    ['/password-reset-request', 'Forgot Password'],
    ['/email_confirmation?email=a%40b.co&verificationType=emailVerification', 'Verify your email'],
    ['/password-reset?email=a%40b.co&verificationType=passwordReset', 'Reset Password'],
    ['/reset_password_confirmation', 'Forgot Reset Successful'],
  ])('%s has no violations', async (path, heading) => {
    const { container } = renderApp(path);
    await screen.findByRole('heading', { name: heading });
    expect(await violations(container)).toEqual([]);
  });

  it('the dashboard and both settings tabs have no violations', async () => {
    signIn(tokenFor(ADA.id));
    const { container, user } = renderApp('/dashboard/settings');
    await screen.findByRole('tab', { name: 'Profile' });
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await screen.findByLabelText('Old Password');
    expect(await violations(container)).toEqual([]);
  });

  it("the filter screen's My room panel, with a photo being marked, has no violations", async () => {
    signIn(tokenFor(ADA.id));
    addRoomPhoto(ADA.id);
    const { container, user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('radio', { name: 'My room' }));
    await user.click(await screen.findByRole('button', { name: 'Use Photo 1 (1600 × 1200)' }));
    await screen.findByRole('group', { name: 'Floor outline' });
    expect(await violations(container)).toEqual([]);
  });
});
