import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/testing/wizard-step-render';
import { FlexibleWorkDialog } from './flexible-work-dialog';
import { STEP7_PRIMARY } from '@/testing/wizard-step-7';
import type { FlexibleCondition } from './work-terms.rules';

describe('flexible-work dialog', { timeout: 20_000 }, () => {
  it('opens empty for add, shows a kind when its box is ticked and saves the chosen values', async () => {
    const onSave = vi.fn<(condition: FlexibleCondition) => void>();
    renderComponent(<FlexibleWorkDialog primary={STEP7_PRIMARY} condition={undefined} onSave={onSave} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a flexible work condition' });
    expect(within(dialog).queryByLabelText('June')).toBeNull();

    fireEvent.click(within(dialog).getByLabelText('Months'));
    fireEvent.click(within(dialog).getByLabelText('June'));
    fireEvent.click(within(dialog).getByLabelText('July'));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Days of the week' }));
    const days = within(dialog).getByRole('group', { name: 'Days of the week' });
    // Monday first, as the API numbers them.
    expect(within(days).getAllByRole('checkbox').map((box) => box.closest('.mantine-Checkbox-root')?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    fireEvent.click(within(days).getByLabelText('Saturday'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save condition' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toEqual({ months: [6, 7], days: [6], hours: [null, null] });
  });

  it('opens prefilled for edit; a kind switched off is cleared on save', async () => {
    const onSave = vi.fn<(condition: FlexibleCondition) => void>();
    renderComponent(
      <FlexibleWorkDialog primary={STEP7_PRIMARY} condition={{ months: [12], days: [1], hours: ['07:00', '15:30'] }} onSave={onSave} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit the flexible work condition' });
    expect((within(dialog).getByLabelText('December') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('From') as HTMLInputElement).value).toBe('07:00');
    expect((within(dialog).getByLabelText('To') as HTMLInputElement).value).toBe('15:30');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Days of the week' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save condition' }));
    expect(onSave.mock.calls[0]![0]).toEqual({ months: [12], days: [], hours: ['07:00', '15:30'] });
  });

  it('offers the hours every 15 minutes', async () => {
    renderComponent(<FlexibleWorkDialog primary={STEP7_PRIMARY} condition={{ months: [], days: [], hours: ['08:00', null] }} onSave={() => undefined} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const to = within(dialog).getByLabelText('To');
    fireEvent.click(to);
    await waitFor(() => expect(to.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(to.getAttribute('aria-controls') as string) as HTMLElement;
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.slice(0, 3).map((o) => o.textContent)).toEqual(['00:00', '00:15', '00:30']);
    expect(options).toHaveLength(96);
  });
});
