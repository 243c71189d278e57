import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml, sanitizeInlineHtml } from './sanitize-html';

/** Parse the cleaned HTML back, to assert on elements rather than on string details. */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

const OVERLAY =
  '<p>How easy?</p><a href="https://evil.example/login" style="position:fixed;inset:0;z-index:2147483647">' +
  'Session expired. Click to reconnect.</a><img src="https://evil.example/seen.png" alt="x">';

describe('sanitizeInlineHtml (HTML shown in the app document)', () => {
  it('drops styles, images and anything positioned, keeping the text', () => {
    const clean = parse(sanitizeInlineHtml(OVERLAY));
    expect(clean.querySelector('[style]')).toBeNull();
    expect(clean.querySelector('img')).toBeNull();
    expect(clean.textContent).toBe('How easy?Session expired. Click to reconnect.');
  });

  it('opens links apart from the app: new tab, no opener, no referrer', () => {
    const link = parse(sanitizeInlineHtml(OVERLAY)).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://evil.example/login');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('overrides a target or rel the content set itself', () => {
    const link = parse(
      sanitizeInlineHtml('<a href="https://a.example" target="_top" rel="opener">x</a>'),
    ).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps only http(s) and mailto link targets', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '/settings',
      'vbscript:x',
    ]) {
      const link = parse(sanitizeInlineHtml(`<a href="${href}">x</a>`)).querySelector('a');
      expect(link?.hasAttribute('href'), href).toBe(false);
    }
    for (const href of ['https://a.example/x', 'http://a.example', 'mailto:a@example.com']) {
      const link = parse(sanitizeInlineHtml(`<a href="${href}">x</a>`)).querySelector('a');
      expect(link?.getAttribute('href'), href).toBe(href);
    }
  });

  it('drops forms, inputs, frames, media, SVG and classes or ids that could reach the app styles', () => {
    const clean = parse(
      sanitizeInlineHtml(
        '<form action="https://evil.example"><input name="key"><button>Send</button></form>' +
          '<iframe src="https://evil.example"></iframe><video src="https://evil.example/v"></video>' +
          '<svg><rect width="10" height="10"/></svg><math><mi>x</mi></math>' +
          '<span class="MuiBackdrop-root" id="root" data-x="1">kept text</span>' +
          '<h1>A heading</h1><details open ontoggle="alert(1)"><summary>s</summary></details>',
      ),
    );
    for (const selector of ['form', 'input', 'button', 'iframe', 'video', 'svg', 'math', 'h1', 'details'])
      expect(clean.querySelector(selector), selector).toBeNull();
    expect(clean.querySelector('[class], [id], [data-x]')).toBeNull();
    expect(clean.textContent).toContain('kept text');
    expect(clean.textContent).toContain('A heading');
  });

  it('keeps simple formatting', () => {
    const clean = parse(sanitizeInlineHtml('<p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul>'));
    expect(clean.querySelector('p strong')?.textContent).toBe('Bold');
    expect(clean.querySelector('ul li')?.textContent).toBe('one');
  });

  it('leaves the preview frame profile untouched (it renders in a sandboxed, opaque-origin frame)', () => {
    sanitizeInlineHtml(OVERLAY);
    const frame = parse(sanitizeHtml(OVERLAY));
    expect(frame.querySelector('img')).not.toBeNull();
    expect(frame.querySelector('a')?.hasAttribute('rel')).toBe(false);
  });
});

describe('htmlToText', () => {
  it('keeps the text of markup and loads nothing', () => {
    expect(htmlToText(OVERLAY)).toBe('How easy?Session expired. Click to reconnect.');
    expect(htmlToText('plain & simple')).toBe('plain & simple');
  });
});
