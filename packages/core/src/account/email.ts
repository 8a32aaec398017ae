/**
 * The one e-mail rule of the project (registration, account, checkout, samples, `admin:create`):
 * something before one "@", a domain with a dot and a top-level part of two or more characters,
 * no spaces, at most 254 characters (RFC 5321's path limit). Pure and browser-safe.
 */
export const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The domain's "dot and two or more characters after it" checked by position: the one pattern
 * `/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/` backtracked quadratically over a domain of dots. Some dot
 * fits when the first dot after the domain's first character leaves two characters after it.
 */
const hasDottedDomain = (value: string): boolean => {
  const domain = value.slice(value.indexOf("@") + 1);
  const dot = domain.indexOf(".", 1);
  return dot !== -1 && dot <= domain.length - 3;
};

export const isEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX && EMAIL.test(value) && hasDottedDomain(value);
