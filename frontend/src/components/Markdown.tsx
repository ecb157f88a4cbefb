import { useMemo } from 'react';
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

const marked = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    // Raw HTML in an answer is shown as text, never rendered.
    html: ({ text }) => escapeHtml(text),
    code: ({ text, lang }) => {
      const language = lang && hljs.getLanguage(lang) ? lang : undefined;
      const html = language ? hljs.highlight(text, { language }).value : escapeHtml(text);
      return `<pre><code class="hljs${language ? ` language-${language}` : ''}">${html}</code></pre>`;
    },
  },
});

/** Markdown with highlighted code; names the grounding check could not find in the spec are marked. */
export function Markdown({ text, highlight = [] }: { text: string; highlight?: string[] }) {
  const html = useMemo(() => {
    let out = marked.parse(text, { async: false }) as string;
    for (const name of highlight) {
      const safe = escapeHtml(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      out = out.replace(new RegExp(`(?<![\\w-])(${safe})(?![\\w-])`, 'g'), '<mark class="ungrounded" title="Not found in the spec">$1</mark>');
    }
    return out;
  }, [text, highlight]);
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
