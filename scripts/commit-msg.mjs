#!/usr/bin/env node
// A commit message check a developer can install as a git commit-msg hook (not a CI gate):
// the subject at most 72 characters, in the imperative, a blank line before the body.
// Usage: node scripts/commit-msg.mjs <message file>  (git passes the file to the hook).
import { readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const MAX_SUBJECT = 72;
// Subjects that start by saying what was done, not what the commit does.
const PAST_TENSE =
  /^(?:[\w-]+:\s*)?(added|fixed|changed|removed|updated|made|moved|renamed|adds|fixes|changes|removes|updates|makes|moves)\b/i;

/** The problems of a commit message, in plain words; an empty list when it is fine. */
export function checkCommitMessage(text) {
  const lines = text.split('\n').filter((line) => !line.startsWith('#'));
  const subject = lines[0]?.trim() ?? '';
  const problems = [];
  if (!subject) return ['the subject line is empty'];
  if (/^(Merge|Revert|fixup!|squash!)/.test(subject)) return problems;
  if (subject.length > MAX_SUBJECT)
    problems.push(`the subject is ${subject.length} characters; keep it to ${MAX_SUBJECT} and put details in the body`);
  if (PAST_TENSE.test(subject)) problems.push('write the subject in the imperative ("Add ...", not "Added ..." or "Adds ...")');
  if (subject.endsWith('.')) problems.push('end the subject without a full stop');
  if (lines.length > 1 && lines[1].trim() !== '') problems.push('leave a blank line between the subject and the body');
  return problems;
}

// Run as a script (also through the hook's symlink), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/commit-msg.mjs <commit message file>');
    process.exit(2);
  }
  const problems = checkCommitMessage(readFileSync(file, 'utf8'));
  for (const p of problems) console.error(`commit message: ${p}`);
  process.exit(problems.length ? 1 : 0);
}
