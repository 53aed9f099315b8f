/** Keys that must never appear in any answer, at any depth. */
const SECRET_KEYS =
  /^(password|passwordHash|password_hash|tokenVersion|token_version|ver|tokenHash|token_hash|resetToken|jwtSecret|secret|totpSecret|totp_secret|totpPendingSecret|totp_pending_secret|codeHash|code_hash)$/i;

export function findLeaks(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => findLeaks(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [
      ...(SECRET_KEYS.test(key) ? [`${path}.${key}`] : []),
      ...findLeaks(inner, `${path}.${key}`),
    ]);
  }
  if (typeof value === 'string' && /scrypt\$\d+\$/.test(value))
    return [`${path} (a password hash)`];
  return [];
}
