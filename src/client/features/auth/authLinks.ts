import type { VerificationPurpose } from '../../../shared/api';

export const emailConfirmationUrl = (email: string, verificationType: VerificationPurpose) =>
  `/email_confirmation?${new URLSearchParams({ email, verificationType })}`;

export const passwordResetUrl = (params: { email: string; verificationType?: VerificationPurpose; code?: string }) =>
  `/password-reset?${new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1]))}`;
