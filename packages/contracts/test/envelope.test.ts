import { describe, expect, it } from 'vitest';
import {
  boundedFieldErrors,
  FIELD_PATH_MAX_LENGTH,
  FieldErrorsSchema,
  fitText,
  MAX_FIELD_ERRORS,
  MESSAGE_MAX_LENGTH,
} from '../src/envelope.js';

describe('bounded answers', () => {
  it('cuts text to its bound with an ellipsis, and leaves text within it alone', () => {
    expect(fitText('专利', 2)).toBe('专利');
    expect(fitText('专利检索', 3)).toBe('专利…');
    expect(fitText('x'.repeat(MESSAGE_MAX_LENGTH + 500), MESSAGE_MAX_LENGTH)).toHaveLength(MESSAGE_MAX_LENGTH);
  });

  it('keeps a refusal within the contract: the first 100 field errors, each field and message cut to fit', () => {
    const many = Array.from({ length: 250 }, (_, index) => ({
      field: `items.${index}.${'name'.repeat(100)}`,
      message: `Unrecognized key(s): ${'k, '.repeat(1000)}`,
    }));
    const bounded = boundedFieldErrors(many);
    expect(bounded).toHaveLength(MAX_FIELD_ERRORS);
    expect(bounded[0]?.field.startsWith('items.0.name')).toBe(true);
    expect(bounded[0]?.field).toHaveLength(FIELD_PATH_MAX_LENGTH);
    expect(bounded[0]?.message).toHaveLength(MESSAGE_MAX_LENGTH);
    expect(FieldErrorsSchema.safeParse(bounded).success).toBe(true);
    expect(FieldErrorsSchema.safeParse(many).success).toBe(false);
    const few = [{ field: 'title', message: '内容过长' }];
    expect(boundedFieldErrors(few)).toEqual(few);
  });
});
