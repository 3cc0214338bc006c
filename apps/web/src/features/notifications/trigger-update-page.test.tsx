import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as TriggerFormPage } from './trigger-form-page';
import { aTrigger, EVENT_SCHEMAS } from './triggers-test-api';

vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

function renderUpdate(trigger: ReturnType<typeof aTrigger>) {
  const fetch = stubApi(aUser(), {
    'GET /v1/notifications/events': () => json(200, EVENT_SCHEMAS),
    'POST /v1/notifications/triggers/preview': () =>
      json(200, { title: 'x', textContent: 'x', htmlContent: 'x', errors: [] }),
    [`GET /v1/notifications/triggers/${trigger.id}`]: () => json(200, trigger),
  });
  renderScreen(
    <SignedIn>
      <TriggerFormPage />
    </SignedIn>,
    { path: '/notifications/triggers/:id', url: `/notifications/triggers/${trigger.id}` },
  );
  return fetch;
}

describe('the update form of a trigger', () => {
  it('tells an admin how many deliveries failed and the last error', async () => {
    renderUpdate(aTrigger({ id: 5, failedCount: 1, lastError: 'SMTP server refused the connection.' }));
    expect(await screen.findByTestId('trigger-failures')).toHaveTextContent(
      '1 delivery failed: SMTP server refused the connection.',
    );
    expect(screen.getByLabelText('Name')).toBeEnabled();
  });

  it('shows an archived trigger without letting it be changed', async () => {
    const fetch = renderUpdate(aTrigger({ id: 6, status: 'ARCHIVED' }));
    expect(await screen.findByText(/This trigger is archived/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Text Template' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Update Trigger' });
    expect(submit).toBeDisabled();
    await userEvent.click(submit);
    expect(callsTo(fetch, 'PUT', '/v1/notifications/triggers/6')).toHaveLength(0);
  });
});
