// Validation rules of SPEC.md §5, written once for the SPA's checklists and the server's schemas.
import { PASSWORD_MIN_LENGTH, PHOTO_MAX_BYTES, PHOTO_MIME_TYPES, VERIFICATION_CODE_LENGTH } from './constants';

export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'number' | 'special';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: 'Use 8 or more characters', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'One Uppercase character', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One Lowercase character', test: (p) => /[a-z]/.test(p) },
  { id: 'number', label: 'One number', test: (p) => /[0-9]/.test(p) },
  { id: 'special', label: 'One special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
];

export const PASSWORD_RULES_MESSAGE = 'Password does not meet all requirements.';
export const PASSWORD_MAX_LENGTH = 256;

export function passwordRuleResults(password: string): Record<PasswordRule['id'], boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((r) => [r.id, r.test(password)])) as Record<PasswordRule['id'], boolean>;
}

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((r) => r.test(password));
}

// A simple {local}@{domain}.{tld} pattern, as the product has always used.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = 'Invalid email format';

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const CODE_PATTERN = new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`);

export function isValidCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

export const NAME_MAX_LENGTH = 100;

export const MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordsDoNotMatchDot: 'Passwords do not match.',
  incompleteCode: 'Please enter the complete verification code.',
  emailRequired: 'Email is required for verification.',
  noChanges: 'No changes to update.',
  fillSearchFields: 'Please fill in all fields before searching.',
  codeMismatch: 'Verification code does not match.',
} as const;

export const PHOTO_RULES = {
  maxBytes: PHOTO_MAX_BYTES,
  mimeTypes: PHOTO_MIME_TYPES,
} as const;
