import { parse, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * Reading built HTML at build time with parse5, the HTML standard's parser: comments, the
 * raw text of scripts and styles, quoting and character references are handled as a browser
 * handles them, so attribute values come back decoded (`&amp;` → `&`) with no decoder of our own.
 */

export type HtmlElement = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Every element of the document, in document order, including those inside `<template>`. */
export function* elements(html: string): Generator<HtmlElement> {
  const stack: ParentNode[] = [parse(html)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ('tagName' in node) yield node;
    const children = 'content' in node ? [...node.childNodes, node.content] : node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i]!;
      if ('childNodes' in child) stack.push(child);
    }
  }
}

/** An attribute's decoded value, or undefined when the element has none. */
export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text inside an element (a script's code, a style's rules), as written. */
export function textOf(element: HtmlElement): string {
  return element.childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : '')).join('');
}

/** What a reader sees of an HTML document: its text nodes in order, without the head, scripts or styles, one space apart. */
export function visibleText(html: string): string {
  const parts: string[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text' && 'value' in child) parts.push(child.value);
      else if ('childNodes' in child && !['head', 'script', 'style', 'template'].includes(child.nodeName)) visit(child);
    }
  };
  visit(parse(html));
  return parts.join(' ');
}

/** The part of a page up to its `</head>`, where the <meta> tags are: parsing only that keeps thousands of posts quick. */
export function headOf(html: string): string {
  const end = html.search(/<\/head\s*>/i);
  return end === -1 ? html : html.slice(0, end);
}

/**
 * The `<meta>` tags of a page's head: each tag's decoded `content` under the lower-cased value
 * of its `name`, `property` or `http-equiv` ("description", "og:title", "content-security-policy").
 * The first tag of a name wins.
 */
export function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const element of elements(headOf(html))) {
    if (element.tagName !== 'meta') continue;
    const key = (
      attribute(element, 'name') ??
      attribute(element, 'property') ??
      attribute(element, 'http-equiv')
    )?.toLowerCase();
    const content = attribute(element, 'content');
    if (key && content !== undefined && !tags.has(key)) tags.set(key, content);
  }
  return tags;
}
