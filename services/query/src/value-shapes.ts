// A value's shape says what kind of value it is, whatever words come with it: `10.100.0.0/16` is a CIDR block,
// `ops@acme.com` an email address, `https://acme.com/hook` a URL, `10.96.0.15` an IP address. The spec's own word
// for that kind is searched beside the question's words, as the thesaurus adds the spec's terms for everyday ones
// ("add another block of cluster IPs, 10.100.0.0/16, …" finds `servicecidrs`).

const IPV4 = '(?:\\d{1,3}\\.){3}\\d{1,3}';
// Eight groups, or fewer with "::" (not a time of day: "10:30:00").
const IPV6 = '(?:(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}|(?=[0-9a-f:]*::)[0-9a-f:]{2,39})';

/** Shapes, each with the words a spec may use for values of it, most particular first. */
const SHAPES: { shape: RegExp; words: string[] }[] = [
  { shape: new RegExp(`^(?:${IPV4}|${IPV6})/\\d{1,3}$`, 'i'), words: ['cidr', 'cidrs', 'subnet'] },
  { shape: new RegExp(`^(?:${IPV4}|${IPV6})$`, 'i'), words: ['ipaddress', 'ip'] },
  { shape: /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i, words: ['email'] },
  { shape: /^https?:\/\/[^\s/]+/i, words: ['url', 'uri'] },
];

/** A token of the question without the punctuation around it ("(10.0.0.0/8)," → 10.0.0.0/8). */
const tokenOf = (raw: string) => raw.replace(/^[("'`<[]+|[)"'`>\],.;:!?]+$/g, '');

/**
 * The spec's words for the kinds of value the question writes: for each value shaped like one kind, the first of
 * that kind's words the spec knows (none where it knows none: a spec without CIDRs gets no such term).
 */
export function shapeTerms(question: string, isKnown: (word: string) => boolean): string[] {
  const out = new Set<string>();
  for (const token of question.split(/\s+/).map(tokenOf)) {
    const kind = SHAPES.find(({ shape }) => shape.test(token));
    const word = kind?.words.find((w) => isKnown(w));
    if (word) out.add(word);
  }
  return [...out];
}
