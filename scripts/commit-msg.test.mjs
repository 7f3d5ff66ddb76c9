import { describe, expect, it } from 'vitest';
import { checkCommitMessage } from './commit-msg.mjs';

describe('the commit message check', () => {
  it('accepts a short imperative subject with a body after a blank line', () => {
    expect(checkCommitMessage('sandbox: answer put-file-attach with the attachment id\n\nThe record is kept too.\n')).toEqual([]);
  });

  it('names a subject over 72 characters', () => {
    const subject = `Add ${'a'.repeat(80)}`;
    expect(checkCommitMessage(subject)).toEqual([expect.stringContaining(`the subject is ${subject.length} characters`)]);
  });

  it('asks for the imperative, also after a scope', () => {
    expect(checkCommitMessage('Added the top-menu grant')[0]).toMatch(/imperative/);
    expect(checkCommitMessage('sdk: fixes paging')[0]).toMatch(/imperative/);
  });

  it('asks for a blank line before the body and no full stop', () => {
    expect(checkCommitMessage('Add a check.\nbody')).toEqual([expect.stringMatching(/full stop/), expect.stringMatching(/blank line/)]);
  });

  it('ignores git comment lines and lets merges through', () => {
    expect(checkCommitMessage('# Please enter the commit message\nFix the sign-in toast\n')).toEqual([]);
    expect(checkCommitMessage("Merge branch 'main' of somewhere with a very long name that goes past seventy-two")).toEqual([]);
  });
});
