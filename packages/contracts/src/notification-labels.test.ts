import { describe, expect, it } from 'vitest';
import { EVENT_TYPE_LABELS, EVENT_TYPES, RECEPTOR_LABELS, RECEPTORS } from './enum-values';
import { EventType, Receptor } from './enums';

/** Screens name events and receptors in words; the API keeps the enum values. */
describe('the labels of events and receptors', () => {
  it('name every event type in words, each differently', () => {
    expect(Object.keys(EVENT_TYPE_LABELS).sort()).toEqual([...EventType.options].sort());
    for (const event of EVENT_TYPES) {
      // Words with a capital first, never an enum value such as LEAVE_CREATED.
      expect(EVENT_TYPE_LABELS[event], event).toMatch(/^[A-Z][a-z]* [a-z]/);
      expect(EVENT_TYPE_LABELS[event], event).not.toMatch(/[A-Z]{2}|_/);
    }
    expect(new Set(Object.values(EVENT_TYPE_LABELS)).size).toBe(EVENT_TYPES.length);
    expect(EVENT_TYPE_LABELS.LEAVE_CREATED).toBe('A leave is requested');
  });

  it('name every receptor in words, each differently', () => {
    expect(Object.keys(RECEPTOR_LABELS).sort()).toEqual([...Receptor.options].sort());
    for (const receptor of RECEPTORS) {
      // Words with a capital first, never an enum value such as LEAVE_CREATED.
      expect(RECEPTOR_LABELS[receptor], receptor).toMatch(/^[A-Z][a-z]* [a-z]/);
      expect(RECEPTOR_LABELS[receptor], receptor).not.toMatch(/[A-Z]{2}|_/);
    }
    expect(new Set(Object.values(RECEPTOR_LABELS)).size).toBe(RECEPTORS.length);
    expect(RECEPTOR_LABELS.REVIEWERS).toBe("The request's reviewers");
  });
});
