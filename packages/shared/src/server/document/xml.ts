import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ValidationError } from '../errors.js';
import { depthGuard } from './blocks.js';

export interface XmlHandlers {
  open?(name: string, attrs: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/**
 * Streams an XML part of an untrusted file through `handlers`: no recursion (so no stack to exhaust), nesting
 * capped at `maxDepth`, and any DOCTYPE refused (no entity can expand into a billion laughs).
 */
export function readXml(xml: string, label: string, maxDepth: number, handlers: XmlHandlers): void {
  const parser = new SaxesParser();
  const guard = depthGuard(label, maxDepth);
  let failure: unknown = null;
  parser.on('doctype', () => {
    throw new ValidationError('document_unreadable', `${label} declares a DOCTYPE, which a Word document never has: refused`);
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    guard.enter();
    handlers.open?.(tag.name, tag.attributes as Record<string, string>);
    if (tag.isSelfClosing) {
      handlers.close?.(tag.name);
      guard.leave();
    }
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    if (tag.isSelfClosing) return;
    handlers.close?.(tag.name);
    guard.leave();
  });
  if (handlers.text) parser.on('text', handlers.text);
  parser.on('error', (err) => {
    failure ??= err;
  });
  try {
    parser.write(xml).close();
  } catch (err) {
    failure = err;
  }
  if (failure instanceof ValidationError) throw failure;
  if (failure) throw new ValidationError('document_unreadable', `${label} is not well-formed XML: ${(failure as Error).message.split('\n')[0]}`);
}
