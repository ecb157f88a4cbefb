// Form and JSON fields the gateway takes from people: names that become store keys, labels people read.
import { SPEC_NAME_RE } from '@specwise/shared';
import { echo, ValidationError } from '@specwise/shared/server';

/** A name that becomes a store key (spec name, collection): 1-64 lower-case letters, digits, _ or -. */
export function checkedName(name: string, field: string, code: string): string {
  if (!SPEC_NAME_RE.test(name)) throw new ValidationError(code, `${field} "${echo(name)}" is not valid: use 1-64 lower-case letters, digits, _ or -, starting with a letter or digit`, 400);
  return name;
}

/** A label people read (display name, title): at most `max` characters, no control characters. */
export function checkedLabel(label: string, field: string, max: number): string {
  if (label.length > max || /[\u0000-\u001f\u007f]/.test(label)) {
    throw new ValidationError(`${field}_invalid`, `${field} "${echo(label)}" is not valid: use at most ${max} characters and no control characters`, 400);
  }
  return label;
}

/** A label given in a request: trimmed and checked; absent when empty. */
export function optionalLabel(raw: unknown, field: string, max: number): string | undefined {
  const label = raw === undefined || raw === null ? '' : String(raw).trim();
  return label === '' ? undefined : checkedLabel(label, field, max);
}
