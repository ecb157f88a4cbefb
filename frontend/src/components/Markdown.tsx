import { useEffect, useMemo, useRef } from 'react';
import { Marked } from 'marked';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import json from 'highlight.js/lib/languages/json';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';

hljs.registerLanguage('bash', bash);
hljs.registerLanguage('json', json);
hljs.registerLanguage('javascript', javascript);
hljs.registerLanguage('python', python);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Decode the character references a browser would decode in an attribute (`&#106;`, `&#x6A;`, `&colon;`). */
function decodeEntities(s: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')' };
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (m, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return named[body.toLowerCase()] ?? m;
  });
}

/**
 * The link target if it is safe to follow: http(s) and mailto, or a relative link within the page. Anything
 * else (`javascript:`, `data:`, `vbscript:`, however encoded or spaced) is refused.
 */
export function safeHref(raw: string): string | null {
  let href = decodeEntities(raw);
  try {
    href = decodeURI(href);
  } catch {
    /* keep it as decoded so far */
  }
  // Browsers drop control characters and whitespace inside a scheme: `java\tscript:` is `javascript:`.
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^[#/?]|^\.\.?\//.test(compact) && !compact.startsWith('//') ? raw : null;
  return ['http', 'https', 'mailto'].includes(scheme) ? raw : null;
}

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    // Raw HTML in an answer is shown as text, never rendered.
    html: ({ text }) => escapeHtml(text),
    // Only http(s), mailto and in-page links are clickable; any other link shows as its text.
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      if (!safe) return text;
      const external = /^(https?|mailto):/i.test(safe);
      return `<a href="${escapeHtml(safe)}"${title ? ` title="${escapeHtml(title)}"` : ''}${external ? ' rel="noopener noreferrer nofollow" target="_blank"' : ''}>${text}</a>`;
    },
    // Images from an answer are never loaded (tracking pixels, data: payloads): their alt text is shown.
    image: ({ text }) => escapeHtml(text),
    code: ({ text, lang }) => {
      const language = lang && hljs.getLanguage(lang) ? lang : undefined;
      const html = language ? hljs.highlight(text, { language }).value : escapeHtml(text);
      return `<pre><code class="hljs${language ? ` language-${language}` : ''}">${html}</code></pre>`;
    },
  },
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^$(){}|[\]\\]/g, '\\$&');

/** Wrap whole-word occurrences of `names` in text nodes only (never inside tags or attributes). */
function markNames(html: string, names: string[]): string {
  if (!names.length || typeof document === 'undefined') return html;
  const tpl = document.createElement('template');
  tpl.innerHTML = html;
  const pattern = new RegExp('(?<![\\w-])(' + names.map(escapeRegExp).join('|') + ')(?![\\w-])', 'g');
  const doc = tpl.content.ownerDocument;
  const walker = doc.createTreeWalker(tpl.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);

  for (const node of texts) {
    const value = node.nodeValue ?? '';
    pattern.lastIndex = 0;
    const matches = [...value.matchAll(pattern)];
    if (!matches.length) continue;
    const frag = doc.createDocumentFragment();
    let last = 0;
    for (const m of matches) {
      frag.append(value.slice(last, m.index));
      const mark = doc.createElement('mark');
      mark.className = 'ungrounded';
      mark.title = 'Not found in the spec';
      mark.textContent = m[0];
      frag.append(mark);
      last = m.index + m[0].length;
    }
    frag.append(value.slice(last));
    node.parentNode?.replaceChild(frag, node);
  }
  return tpl.innerHTML;
}

/** A "Copy" button on each code block (added after render: the HTML is set as a whole, and CSP forbids inline handlers). */
function addCopyButtons(root: HTMLElement): void {
  for (const pre of Array.from(root.querySelectorAll('pre'))) {
    if (pre.parentElement?.classList.contains('code-block')) continue;
    const wrap = document.createElement('div');
    wrap.className = 'code-block';
    pre.replaceWith(wrap);
    wrap.append(pre);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'secondary small copy-code';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code');
    button.addEventListener('click', () => {
      const code = pre.querySelector('code')?.textContent ?? pre.textContent ?? '';
      void navigator.clipboard?.writeText(code).then(() => {
        button.textContent = 'Copied';
        setTimeout(() => (button.textContent = 'Copy'), 1500);
      });
    });
    wrap.append(button);
  }
}

/** Markdown with highlighted code and a copy button per code block; names not found in the spec are marked. */
export function Markdown({ text, highlight = [] }: { text: string; highlight?: string[] }) {
  const html = useMemo(() => markNames(marked.parse(text, { async: false }) as string, highlight.filter(Boolean)), [text, highlight]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) addCopyButtons(ref.current);
  }, [html]);
  return <div className="markdown" ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}
