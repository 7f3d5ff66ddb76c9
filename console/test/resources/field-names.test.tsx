// A field's control inside a <form> never shadows the form's own properties: a record field named
// nodeName (a product attribute node) once made form.nodeName an <input> in the browser, and a
// dialog library reading form.nodeName.toLowerCase() threw while the user saved. (jsdom has no
// named form properties: the browser test of 产品属性树 saves such a form.)
import { describe, expect, it } from 'vitest';
import { controlName } from '@/resources/field-input';

describe('field control names', () => {
  it('keeps a prop as the name unless the form element has a property of it', () => {
    expect(controlName('unit')).toBe('unit');
    expect(controlName('status')).toBe('status');
    expect(controlName('nodeName')).toBe('field-nodeName');
    expect(controlName('action')).toBe('field-action');
    expect(controlName('method')).toBe('field-method');
    expect(controlName('id')).toBe('field-id');
  });
});
