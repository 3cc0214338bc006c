import { describe, expect, it } from 'vitest';
import { EVENT_TYPE_LABELS, RECEPTOR_LABELS } from './enum-values';
import { EventType, Receptor } from './enums';

/** Screens name events and receptors in words; the API keeps the enum values. */
describe('the labels of events and receptors', () => {
  it.each([
    ['event type', EventType.options, EVENT_TYPE_LABELS as Record<string, string>],
    ['receptor', Receptor.options, RECEPTOR_LABELS as Record<string, string>],
  ])('name every %s in words, each differently', (_, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) {
      // Words with a capital first, never an enum value such as LEAVE_CREATED.
      expect(labels[value], value).toMatch(/^[A-Z][a-z]* [a-z]/);
      expect(labels[value], value).not.toMatch(/[A-Z]{2}|_/);
    }
    expect(new Set(Object.values(labels)).size).toBe(values.length);
  });

  it('say what the issue asked for', () => {
    expect(EVENT_TYPE_LABELS.LEAVE_CREATED).toBe('A leave is requested');
    expect(RECEPTOR_LABELS.REVIEWERS).toBe("The request's reviewers");
  });
});
