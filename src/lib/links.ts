/** Where the link policy sends the two auth paths, and which origin is ours. */
export interface LinkPolicy {
  loginUrl: string;
  signupUrl: string;
  siteUrl: string;
}

/** Attributes for an `<a>` after the site's link policy has been applied. */
export interface ResolvedLink {
  href: string;
  /** Set for links that leave the site and are not the app's auth pages. */
  target?: '_blank';
  rel?: 'noopener noreferrer';
}

/** `/login` or `/signup`, with an optional trailing slash, query and fragment. */
const authPath = /^\/(login|signup)\/?([?#].*)?$/;
const absoluteHttp = /^(https?:)?\/\//i;

/**
 * The site's one link policy (spec §2): links to /signup or /login become the external
 * app's pages; any other absolute http(s) link leaves in a new tab with
 * rel="noopener noreferrer"; everything else is left as written.
 * Pure and dependency-free, so islands can use it without pulling in the config's validator.
 */
export function resolveLink(href: string, policy: LinkPolicy): ResolvedLink {
  const trimmed = href.trim();
  let path = trimmed;
  // A full URL to our own site is treated like the path it names.
  if (trimmed.toLowerCase().startsWith(policy.siteUrl.toLowerCase() + '/')) {
    path = trimmed.slice(policy.siteUrl.length);
  }
  const auth = authPath.exec(path);
  if (auth) {
    const base = auth[1] === 'login' ? policy.loginUrl : policy.signupUrl;
    return { href: base + (auth[2] ?? '') };
  }
  if (absoluteHttp.test(trimmed) && path === trimmed) {
    return { href: trimmed, target: '_blank', rel: 'noopener noreferrer' };
  }
  return { href: trimmed };
}
