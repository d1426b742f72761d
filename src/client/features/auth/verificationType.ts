import type { VerificationPurpose } from '../../../shared/api';

export function parseVerificationType(value: string | null): VerificationPurpose | null {
  return value === 'emailVerification' || value === 'passwordReset' ? value : null;
}
