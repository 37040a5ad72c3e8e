import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/wizard-step-render';
import { ProfessionEditor } from './profession-editor';
import { type FieldErrors, type ProfessionValues, emptyProfession, emptyWorkEntry, professionErrors } from './professions.rules';
import { STEP4_PRIMARY } from '@/testing/wizard-step-4';

/** The editor with its values kept here; 'Save profession' runs the step's checks. */
function Editor({ initial }: { initial: ProfessionValues }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <>
      <ProfessionEditor
        primary={STEP4_PRIMARY}
        values={values}
        onChange={setValues}
        taken={new Set(['3'])}
        errors={errors}
        onSave={() => setErrors(professionErrors(values))}
        onCancel={() => undefined}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

const carpenter = (overrides: Partial<ProfessionValues> = {}): ProfessionValues => ({ ...emptyProfession(), industry: '1', profession: '1', professionClass: '1', ...overrides });
const current = () => JSON.parse(screen.getByTestId('values').textContent as string) as ProfessionValues;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const group = (name: string) => screen.getByRole('group', { name });

describe('profession editor', { timeout: 20_000 }, () => {
  it('master diploma ticks and locks the journeyman diploma; either diploma locks technical drawing; unticking clears the lock', () => {
    renderComponent(<Editor initial={carpenter()} />);
    fireEvent.click(box('Master craftsman diploma'));
    expect(box('Journeyman diploma')).toMatchObject({ checked: true, disabled: true });
    expect(within(group('Certificates')).getByText('Required')).toBeTruthy();
    expect(box('Reading technical drawings')).toMatchObject({ checked: true, disabled: true });
    expect(current()).toMatchObject({ certificates: [2, 1], skillsTechnicals: [1] });

    fireEvent.click(box('Master craftsman diploma'));
    expect(box('Journeyman diploma')).toMatchObject({ checked: true, disabled: false });
    expect(within(group('Certificates')).queryByText('Required')).toBeNull();
    expect(box('Reading technical drawings').disabled).toBe(true);

    fireEvent.click(box('Journeyman diploma'));
    expect(box('Reading technical drawings')).toMatchObject({ checked: true, disabled: false });
    fireEvent.click(box('Reading technical drawings'));
    expect(current()).toMatchObject({ certificates: [], skillsTechnicals: [] });
  });

  it('ticking a rated skill asks for a rating; cancelling it unticks the skill', async () => {
    renderComponent(<Editor initial={carpenter()} />);
    fireEvent.click(box('Roof trusses'));
    const dialog = await screen.findByRole('dialog', { name: 'Rate your skill' });
    expect((within(dialog).getByRole('button', { name: 'Save rating' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box('Roof trusses').checked).toBe(false);
    expect(current().skillsProfessionals).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save profession' }));
    expect(screen.queryByText(/Rate every professional skill/)).toBeNull();
  });

  it('an unrated skill (saved so) is refused, its error naming the skill, until rated', async () => {
    renderComponent(<Editor initial={carpenter({ skillsProfessionals: [{ id: 20, rating: null }] })} />);
    expect(within(group('Professional skills')).getByText('Not rated')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save profession' }));
    expect(await screen.findByText('Rate every professional skill you have ticked: Roof trusses')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rate Roof trusses' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rate your skill' });
    // Cancelling the rating of a skill ticked before keeps it ticked.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box('Roof trusses').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Rate Roof trusses' }));
    dialog = await screen.findByRole('dialog', { name: 'Rate your skill' });
    fireEvent.keyDown(within(dialog).getByRole('radio', { name: '4.5 of 5' }), { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));
    await waitFor(() => expect(current().skillsProfessionals).toEqual([{ id: 20, rating: 4.5 }]));
    fireEvent.click(screen.getByRole('button', { name: 'Save profession' }));
    await waitFor(() => expect(screen.queryByText(/Rate every professional skill/)).toBeNull());
  });

  it('work time over the limits is shown as an error, not clamped when leaving the field', async () => {
    renderComponent(<Editor initial={carpenter({ worksFor: [{ ...emptyWorkEntry(), workedFor: 'Fjordbygg AS', country: 'NO' }] })} />);
    const entry = group('Work entry 1');
    const years = within(entry).getByRole('textbox', { name: /Years/ }) as HTMLInputElement;
    const months = within(entry).getByRole('textbox', { name: /Months/ }) as HTMLInputElement;
    fireEvent.change(years, { target: { value: '81' } });
    fireEvent.blur(years);
    fireEvent.change(months, { target: { value: '13' } });
    fireEvent.blur(months);
    expect(years.value).toBe('81');
    expect(months.value).toBe('13');
    fireEvent.click(screen.getByRole('button', { name: 'Save profession' }));
    expect(await within(entry).findByText('At most 80 years')).toBeTruthy();
    expect(within(entry).getByText('Months from 0 to 12')).toBeTruthy();
  });

  it('hides the extra materials until show more; the legend explains the levels', async () => {
    renderComponent(<Editor initial={carpenter()} />);
    expect(screen.queryByRole('checkbox', { name: 'Aluminium' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more (1)' }));
    expect(box('Aluminium')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Skill level legend' })[0] as HTMLElement);
    const legend = await screen.findByRole('dialog', { name: 'Skill levels' });
    expect(within(legend).getByText('Teaches others')).toBeTruthy();
    expect(within(legend).getByText('10+')).toBeTruthy();
  });

  it('the expert class brings a first work entry that cannot be removed; work entries are checked', async () => {
    renderComponent(<Editor initial={carpenter()} />);
    fireEvent.click(screen.getByRole('combobox', { name: /Profession class/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Expert', hidden: true }));
    const first = await screen.findByRole('group', { name: 'Work entry 1' });
    expect((within(first).getByRole('button', { name: 'Remove work entry 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add work entry' }));
    expect((within(group('Work entry 2')).getByRole('button', { name: 'Remove work entry 2' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.change(within(first).getByRole('textbox', { name: /Years/ }), { target: { value: '81' } });
    fireEvent.click(within(first).getByRole('checkbox', { name: 'I can give a reference' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save profession' }));
    expect(await within(first).findByText('At most 80 years')).toBeTruthy();
    expect(within(first).getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('An expert needs at least one certificate')).toBeTruthy();
  });

  it('the profession list holds the industry professions, the others taken disabled', async () => {
    renderComponent(<Editor initial={{ ...emptyProfession(), industry: '1' }} />);
    const select = screen.getAllByRole('combobox', { name: /^Profession/ })[0] as HTMLElement;
    fireEvent.click(select);
    const bricklayer = await screen.findByRole('option', { name: 'Bricklayer', hidden: true });
    expect(bricklayer.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(await screen.findByRole('option', { name: 'Carpenter', hidden: true }));
    expect(await screen.findByRole('checkbox', { name: 'Working at heights' })).toBeTruthy();
  });
});
