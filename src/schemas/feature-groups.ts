/**
 * The three groups the twelve features fall into (spec §2), in menu order: the `group`
 * field of a feature's frontmatter names one, and the Features menu shows one column each.
 */
export const featureGroupIds = ['online-protection', 'identity-security', 'advanced-security'] as const;
export type FeatureGroupId = (typeof featureGroupIds)[number];

/** Column heading of each group in the Features menu. */
export const featureGroupTitles: Record<FeatureGroupId, string> = {
  'online-protection': 'Online Protection',
  'identity-security': 'Identity & Security',
  'advanced-security': 'Advanced Security',
};
