import { expect, test } from '@playwright/test';
import { HtmlValidate, FileSystemConfigLoader } from 'html-validate';
import { allRoutes, builtFileOf } from './routes';

/**
 * Every built page is valid HTML (html-validate's recommended rules, .htmlvalidate.json).
 * The config relaxes only what is style rather than validity (void elements, boolean
 * attribute and attribute-case style), allows ids that start with a digit (valid in HTML5),
 * lets a focusable scroll box be a role="region", keeps role="list" on styled lists (Safari
 * drops list semantics when list-style is none), and accepts the one <style> Astro puts in
 * the body before the first island.
 */
test('every built page is valid HTML', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = [...allRoutes, '/404'].map(builtFileOf);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages)
        problems.push(`${file}:${message.line}:${message.column} ${message.message} (${message.ruleId})`);
    }
  }
  expect(problems).toEqual([]);
});
