import { describe, expect, it } from 'vitest';
import { attribute, elements, headOf, metaTags, textOf, visibleText } from '../../src/build/html';

describe('reading built HTML (src/build/html.ts)', () => {
  it('reads the meta tags of the head by name, property or http-equiv, decoding their content', () => {
    const tags = metaTags(
      `<!doctype html><html><head><meta property="og:title" content="Scams &amp; &quot;Safe Words&quot; &#8211; Kinward">` +
        `<meta name=Description content='Don&#39;t pay'><meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;">` +
        `<meta name="description" content="second"><meta charset="utf-8"></head><body><meta name="late" content="x"></body></html>`,
    );
    expect(Object.fromEntries(tags)).toEqual({
      'og:title': 'Scams & "Safe Words" – Kinward',
      description: "Don't pay",
      'content-security-policy': "default-src 'self'",
    });
  });
  it('cuts a page at its </head>, and leaves a page without one whole', () => {
    expect(headOf('<head><title>x</title></HEAD ><body>y</body>')).toBe('<head><title>x</title>');
    expect(headOf('<p>no head</p>')).toBe('<p>no head</p>');
  });
  it('walks elements in document order, into <template>, never into comments or script text', () => {
    const html = `<!-- <link href="/old.css"> --><script>document.write('<b>not a tag</b>')</script><template><i data-x="a&amp;b"></i></template><p>t</p>`;
    const found = [...elements(html)].map((element) => element.tagName);
    expect(found).toEqual(['html', 'head', 'script', 'template', 'i', 'body', 'p']);
    const script = [...elements(html)].find((element) => element.tagName === 'script')!;
    expect(textOf(script)).toBe("document.write('<b>not a tag</b>')");
    const italic = [...elements(html)].find((element) => element.tagName === 'i')!;
    expect(attribute(italic, 'data-x')).toBe('a&b');
    expect(attribute(italic, 'missing')).toBeUndefined();
  });

  it('reads what a reader sees: text in order, references decoded, no head, script or style', () => {
    const html =
      '<html><head><title>T</title><style>p{}</style></head><body><p>Win &pound;1,000&nbsp;now</p><script>x()</script><a href="#">Claim</a></body></html>';
    expect(visibleText(html).replace(/\s+/g, ' ').trim()).toBe('Win £1,000 now Claim');
  });
});
