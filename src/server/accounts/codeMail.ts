import type { VerificationPurpose } from '../../shared/api';
import { PRODUCT_NAME } from '../../shared/constants';
import type { MailMessage } from '../plugins/mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The e-mail that carries a 4-digit code. */
export function codeMail(
  to: string,
  firstname: string,
  purpose: VerificationPurpose,
  code: string,
  publicUrl: string,
): MailMessage {
  const isReset = purpose === 'passwordReset';
  const subject = isReset ? `${PRODUCT_NAME}: your password reset code` : `${PRODUCT_NAME}: confirm your email`;
  const link = `${publicUrl}/email_confirmation?email=${encodeURIComponent(to)}&verificationType=${purpose}`;
  const intro = isReset
    ? 'We received a request to reset your password. Enter this code to choose a new one:'
    : `Welcome to ${PRODUCT_NAME}! Enter this code to confirm your email address:`;
  const outro = isReset
    ? "If you didn't ask for a password reset, you can ignore this email; your password stays the same."
    : "If you didn't create an account, you can ignore this email.";
  const text = [
    `Hi ${firstname},`,
    '',
    intro,
    '',
    `    ${code}`,
    '',
    `The code is valid for 10 minutes. ${link}`,
    '',
    outro,
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<p>Hi ${escapeHtml(firstname)},</p><p>${escapeHtml(intro)}</p>
<p style="font-size:28px;letter-spacing:8px;font-weight:bold">${code}</p>
<p>The code is valid for 10 minutes. <a href="${escapeHtml(link)}">Open ${PRODUCT_NAME}</a></p>
<p style="color:#52606d">${escapeHtml(outro)}</p><p>The ${PRODUCT_NAME} team</p></body></html>`;
  return { to, subject, text, html };
}
