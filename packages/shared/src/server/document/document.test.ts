// Reading documents (structure) and chunking them (headings, meaning, size), with hostile files refused by name.
import { describe, expect, it } from 'vitest';
import { BOILER, deepDocx, encryptedPdf, GUEST_PARKING, HANDBOOK_HTML, LEASE_MARKDOWN, leaseDocx, PARKING, policyPdf, zipBombDocx, zipOf } from '../../../../../test/fixtures/documents.js';
import { chunkDocument, sentences, type DocumentPiece } from './chunk.js';
import { DEFAULT_DOCUMENT_LIMITS, type Block } from './blocks.js';
import { readDocument } from './read.js';

const limits = DEFAULT_DOCUMENT_LIMITS;
const codeOf = async (p: Promise<unknown>) => p.then(() => 'read', (e: { code?: string }) => e.code);

/** Embeddings that put each listed topic on its own axis: paragraphs on one topic are alike, across topics not. */
const topics = (words: string[][]) => async (texts: string[]) =>
  texts.map((t) => Float32Array.from(words.map((ws) => (ws.some((w) => t.toLowerCase().includes(w)) ? 1 : 0.01))));

describe('document readers', () => {
  it('reads a .docx: heading styles, numbering as Word shows it, tables with their header row', async () => {
    const doc = await readDocument(await leaseDocx(), 'Lease.docx', limits);
    expect(doc.format).toBe('docx');
    expect(doc.title).toBe('Residential Lease');
    const headings = doc.blocks.filter((b): b is Extract<Block, { kind: 'heading' }> => b.kind === 'heading').map((h) => `${h.level}:${h.text}`);
    expect(headings).toEqual(['1:Residential Lease', '1:1. Rent', '1:2. House rules', '1:3. Repairs', '1:7. Termination', '2:7.1 Termination for breach', '2:7.2 Notice']);
    expect(doc.blocks.filter((b) => b.kind === 'item').map((b) => (b as { text: string }).text)).toEqual([
      '1. Notice is given by registered letter.', '2. Notice by e-mail counts only when the landlord confirms it.', '(a) The confirmation names the date the notice arrived.',
    ]);
    expect(doc.blocks.find((b) => b.kind === 'table')).toEqual({ kind: 'table', rows: [['Period', 'Monthly rent', 'Deposit'], ['Year 1', '1,200 EUR', '2,400 EUR'], ['Year 2', '1,260 EUR', 'unchanged']] });
  });

  it('reads Markdown, HTML (no scripts, styles or navigation) and a PDF text layer (headings from font size)', async () => {
    const md = await readDocument(Buffer.from(LEASE_MARKDOWN), 'handbook.md', limits);
    expect(md.blocks.filter((b) => b.kind === 'heading').map((b) => (b as { text: string }).text)).toEqual(['Office Handbook', 'Working hours', 'Expenses', 'Holidays']);
    expect(md.blocks).toContainEqual({ kind: 'paragraph', text: 'Submit receipts within 30 days through the finance portal.' });
    expect(md.blocks).toContainEqual({ kind: 'table', rows: [['Item', 'Limit'], ['Hotel night', '150 EUR'], ['Dinner', '40 EUR']] });
    const html = await readDocument(Buffer.from(HANDBOOK_HTML), 'travel.html', limits);
    expect(html.title).toBe('Travel Policy');
    expect(JSON.stringify(html.blocks)).not.toMatch(/alert|color:red|Home/);
    expect(html.blocks).toContainEqual({ kind: 'item', text: '• First class is allowed on trips over four hours.', depth: 0 });
    const pdf = await readDocument(await policyPdf(), 'policy.pdf', limits);
    expect(pdf.title).toBe('Security Policy');
    expect(pdf.blocks.filter((b) => b.kind === 'heading')).toEqual([
      { kind: 'heading', level: 1, text: 'Security Policy' }, { kind: 'heading', level: 2, text: 'Passwords' }, { kind: 'heading', level: 2, text: 'Laptops' }, { kind: 'heading', level: 2, text: 'Incidents' },
    ]);
    expect(pdf.blocks).toContainEqual({ kind: 'paragraph', text: 'Report a lost laptop to the security team within one hour. The team revokes its certificates the same day.' });
  });

  it('reads plain text: numbered section lines are headings', async () => {
    const doc = await readDocument(Buffer.from('TERMS OF USE\n\n1. Accounts\nYou keep your password secret.\n\n1.1 Closing an account\nWrite to support to close it.\n'), 'terms.txt', limits);
    expect(doc.blocks).toEqual([
      { kind: 'heading', level: 1, text: 'TERMS OF USE' }, { kind: 'heading', level: 1, text: '1. Accounts' }, { kind: 'paragraph', text: 'You keep your password secret.' },
      { kind: 'heading', level: 2, text: '1.1 Closing an account' }, { kind: 'paragraph', text: 'Write to support to close it.' },
    ]);
  });

  it('refuses hostile and unreadable files by name', async () => {
    const bomb = zipBombDocx(300);
    expect(bomb.length).toBeLessThan(1 << 20);
    expect(await codeOf(readDocument(bomb, 'bomb.docx', limits))).toBe('document_zip_bomb');
    expect(await codeOf(readDocument(deepDocx(10_000), 'deep.docx', limits))).toBe('document_too_deep');
    expect(await codeOf(readDocument(Buffer.from(`${'<div>'.repeat(10_000)}x`), 'deep.html', limits))).toBe('document_too_deep');
    expect(await codeOf(readDocument(Buffer.from(`${'> '.repeat(10_000)}x`), 'deep.md', limits))).toBe('document_too_deep');
    expect(await codeOf(readDocument(Buffer.from(`${'  '.repeat(10_000)}- x`), 'deep-list.md', limits))).toBe('document_too_deep');
    expect(await codeOf(readDocument(await encryptedPdf(), 'secret.pdf', limits))).toBe('document_encrypted');
    expect(await codeOf(readDocument(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'protected.docx', limits))).toBe('document_encrypted');
    expect(await codeOf(readDocument(Buffer.from('PK\u0003\u0004 not really a zip'), 'broken.docx', limits))).toBe('document_unreadable');
    expect(await codeOf(readDocument(zipOf([{ name: 'hello.txt', data: Buffer.from('hi') }]), 'other.docx', limits))).toBe('document_unreadable');
    expect(await codeOf(readDocument(zipOf([{ name: 'word/document.xml', data: Buffer.from('<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>') }]), 'laughs.docx', limits))).toBe('document_unreadable');
    expect(await codeOf(readDocument(Buffer.from('%PDF-1.7 garbage'), 'broken.pdf', limits))).toBe('document_unreadable');
    expect(await codeOf(readDocument(Buffer.from('\n  \n'), 'blank.md', limits))).toBe('document_empty');
    expect(await codeOf(readDocument(Buffer.from([1, 2, 0, 3]), 'binary.txt', limits))).toBe('document_unreadable');
    expect(await codeOf(readDocument(Buffer.from('MZ'), 'tool.exe', limits))).toBe('unsupported_media_type');
  });
});

describe('document chunking', () => {
  const ofHeading = (pieces: DocumentPiece[], h: string) => pieces.filter((p) => p.headings.at(-1) === h);

  it('splits at every heading and keeps the heading path', async () => {
    const doc = await readDocument(await leaseDocx(), 'Lease.docx', limits);
    const pieces = await chunkDocument(doc.blocks, { maxWords: 600, semanticThreshold: 0 });
    expect(pieces.map((p) => p.headings.join(' › '))).toEqual(['Residential Lease', '1. Rent', '2. House rules', '3. Repairs', '7. Termination', '7. Termination › 7.1 Termination for breach', '7. Termination › 7.2 Notice']);
    expect(pieces.slice(1).every((p) => p.boundary === 'heading')).toBe(true);
    // The notice section keeps its numbered conditions; the rent section its whole table with the header row.
    expect(ofHeading(pieces, '7.2 Notice')[0].text).toContain('(a) The confirmation names the date the notice arrived.');
    expect(ofHeading(pieces, '1. Rent')[0].text).toContain('| Period | Monthly rent | Deposit |\n| Year 1 | 1,200 EUR | 2,400 EUR |');
  });

  it('splits where the meaning shifts, not between paragraphs on one topic', async () => {
    const doc = await readDocument(await leaseDocx(), 'Lease.docx', limits);
    const embed = topics([['park', 'bay', 'car'], ['boiler', 'gas'], ['rent'], ['notice'], ['damage'], ['terminate', 'end this lease'], ['lease is made']]);
    const rules = ofHeading(await chunkDocument(doc.blocks, { maxWords: 600, semanticThreshold: 0.45 }, embed), '2. House rules');
    expect(rules.map((p) => [p.boundary, p.text])).toEqual([['heading', `${PARKING}\n\n${GUEST_PARKING}`], ['semantic', BOILER]]);
  });

  it('reads each list item (with the items under it) as a paragraph: a long list splits where its topic changes', async () => {
    const embed = topics([['park', 'bay'], ['boiler', 'heating']]);
    const blocks: Block[] = [
      { kind: 'heading', level: 1, text: 'Rules' },
      { kind: 'item', text: '1. Park in your own bay.', depth: 0 },
      { kind: 'item', text: '(a) Visitors park in the visitor bay.', depth: 1 },
      { kind: 'item', text: '2. Never block another bay.', depth: 0 },
      { kind: 'item', text: '3. The boiler is serviced every autumn.', depth: 0 },
      { kind: 'item', text: '4. Report heating faults at once.', depth: 0 },
    ];
    const pieces = await chunkDocument(blocks, { maxWords: 600, semanticThreshold: 0.45 }, embed);
    expect(pieces.map((p) => [p.boundary, p.text])).toEqual([
      ['heading', '1. Park in your own bay.\n  (a) Visitors park in the visitor bay.\n2. Never block another bay.'],
      ['semantic', '3. The boiler is serviced every autumn.\n4. Report heating faults at once.'],
    ]);
  });

  it('splits at the size cap between sentences, and a long table between rows under its header row', async () => {
    const doc = await readDocument(await leaseDocx({ longSection: true }), 'Lease.docx', limits);
    const repairs = ofHeading(await chunkDocument(doc.blocks, { maxWords: 120, semanticThreshold: 0 }), '3. Repairs');
    expect(repairs.length).toBeGreaterThan(5);
    expect(repairs.slice(1).every((p) => p.boundary === 'size')).toBe(true);
    for (const p of repairs) {
      expect(p.words).toBeLessThanOrEqual(120);
      expect(p.text).toMatch(/^Repair duty \d+ says .*noticing it\.$/s);
    }
    const rows = Array.from({ length: 60 }, (_, i) => [`Item ${i}`, `${i * 10} EUR`, 'monthly']);
    const table = await chunkDocument([{ kind: 'heading', level: 1, text: 'Fees' }, { kind: 'table', rows: [['Item', 'Price', 'Billing'], ...rows] }], { maxWords: 50, semanticThreshold: 0 });
    expect(table.length).toBeGreaterThan(3);
    for (const p of table) expect(p.text.split('\n')[0]).toBe('| Item | Price | Billing |');
  });

  it('cuts sentences at their ends, not at abbreviations or section numbers', () => {
    expect(sentences('See clause 7.2 for details, e.g. the notice. It starts on the 1st. Then No. 5 applies!')).toEqual(['See clause 7.2 for details, e.g. the notice.', 'It starts on the 1st.', 'Then No. 5 applies!']);
  });
});
