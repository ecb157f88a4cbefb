// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown, safeHref } from './Markdown.js';

afterEach(cleanup);

const hrefs = (container: HTMLElement) => [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('links in answers', () => {
  const hostile = [
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](&#x6A;avascript&colon;alert(1))',
    '[x](java%73cript:alert(1))',
    '[x](<java\tscript:alert(1)>)',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '<javascript:alert(1)>',
    '[x][r]\n\n[r]: javascript:alert(1)',
    '[`POST /pets`](javascript:alert(document.cookie))',
    '![img](javascript:alert(1))',
    '<a href="javascript:alert(1)">raw</a>',
  ];
  for (const md of hostile) {
    it(`renders no script link for ${JSON.stringify(md)}`, () => {
      const { container } = render(<Markdown text={md} />);
      expect(hrefs(container)).toEqual([]);
      expect(container.innerHTML).not.toMatch(/<(img|script)\b/);
      expect(container.querySelectorAll('[onerror], [onclick], [onload]')).toHaveLength(0);
    });
  }

  it('keeps http(s), mailto and in-page links, opening external ones safely', () => {
    const { container } = render(<Markdown text={'[docs](https://stripe.com/docs) [mail](mailto:a@b.c) [top](#top) [rel](/docs)'} />);
    expect(hrefs(container)).toEqual(['https://stripe.com/docs', 'mailto:a@b.c', '#top', '/docs']);
    expect(container.querySelector('a')!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('judges schemes however they are written', () => {
    expect(safeHref('  javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('HTTPS://example.com')).toBe('HTTPS://example.com');
  });

  it('marks ungrounded names in text only, never inside attributes', () => {
    const { container } = render(<Markdown text={'Use [amount](https://x.test/amount) and `amount` here.'} highlight={['amount', '"><img src=x onerror=alert(1)>']} />);
    expect(container.querySelector('a')!.getAttribute('href')).toBe('https://x.test/amount');
    expect(container.querySelectorAll('mark.ungrounded')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
  });
});
