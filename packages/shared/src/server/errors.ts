/** The error family every service throws; one middleware turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
/** Bad request shape (400) or a well-formed request whose content we cannot use (422). */
export class ValidationError extends AppError {
  constructor(code: string, message: string, status: 400 | 413 | 415 | 422 = 422) {
    super(code, message, status);
  }
}
export class NotFoundError extends AppError {
  constructor(code: string, message: string) {
    super(code, message, 404);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'a valid bearer token is required') {
    super('unauthorized', message, 401);
  }
}
export class UpstreamError extends AppError {
  constructor(code: string, message: string) {
    super(code, message, 502);
  }
}
export class UnavailableError extends AppError {
  constructor(code: string, message: string) {
    super(code, message, 503);
  }
}

/** Errors whose retry cannot help (bad input); the queue fails them once. */
export function isPermanent(err: unknown): boolean {
  return err instanceof AppError && err.status >= 400 && err.status < 500;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** What a client sent, quoted in an error message: never more than `max` characters of it. */
export function echo(value: string, max = 80): string {
  return value.length > max ? `${value.slice(0, max)}… (${value.length} characters)` : value;
}
