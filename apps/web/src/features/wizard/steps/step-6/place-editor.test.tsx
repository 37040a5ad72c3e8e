import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/wizard-step-render';
import { PlaceEditor } from './place-editor';
import { STEP6_PRIMARY } from '@/testing/wizard-step-6';
import { type PlaceValues, changeCountry, emptyPlace } from './work-places.rules';

function Editor({ initial, used = new Set<string>() }: { initial: PlaceValues; used?: Set<string> }) {
  const [values, setValues] = useState(initial);
  return (
    <>
      <PlaceEditor
        primary={STEP6_PRIMARY}
        values={values}
        onChange={setValues}
        used={used}
        errors={{}}
        isNew
        saving={false}
        onSave={() => undefined}
        onCancel={() => undefined}
        onDelete={() => undefined}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

const current = () => JSON.parse(screen.getByTestId('values').textContent as string) as PlaceValues;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('work place editor', { timeout: 20_000 }, () => {
  it('disables the countries other places use', async () => {
    renderComponent(<Editor initial={emptyPlace()} used={new Set(['1'])} />);
    const select = screen.getByRole('combobox', { name: /Country/ });
    fireEvent.click(select);
    await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(select.getAttribute('aria-controls') as string) as HTMLElement;
    const option = (name: string) => within(listbox).getByRole('option', { name, hidden: true });
    expect(option('Norway').getAttribute('aria-disabled')).toBe('true');
    expect(option('Sweden').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(option('Sweden'));
    await waitFor(() => expect(current()).toMatchObject({ workLocationState: '2', salary: null }));
    // The slider rests at the minimum, but no wage is given until it is moved.
    expect(screen.getByText(/^Not given/)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    await waitFor(() => expect(current().salary).toBe(151));
    expect(screen.getByText('151 SEK / h')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(current().salary).toBeNull());
  });

  it("Norway: the tax card ticks, locks and requires the personal number; unticking removes it", () => {
    renderComponent(<Editor initial={changeCountry(emptyPlace(), '1')} />);
    fireEvent.click(box('Tax card'));
    expect(box('Personal number').checked).toBe(true);
    expect(box('Personal number').disabled).toBe(true);
    expect(screen.getByText('Required')).toBeTruthy();
    expect(current().requiredDocuments).toEqual([1, 2]);

    fireEvent.click(box('Tax card'));
    expect(box('Personal number').checked).toBe(false);
    expect(box('Personal number').disabled).toBe(false);
    expect(screen.queryByText('Required')).toBeNull();
    expect(current().requiredDocuments).toEqual([]);
  });

  it('chosen regions: a region row with its cities; whole country hides them', async () => {
    renderComponent(<Editor initial={changeCountry(emptyPlace(), '1')} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Chosen regions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add region' }));
    const row = screen.getByRole('group', { name: 'Region 1' });
    expect((within(row).getByRole('combobox', { name: /Cities/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(row).getByRole('combobox', { name: /Region/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rogaland', hidden: true }));
    await waitFor(() => expect(current().regions).toEqual([{ region: '102', cities: [] }]));
    fireEvent.click(screen.getByRole('radio', { name: 'Whole country' }));
    expect(screen.queryByRole('group', { name: 'Region 1' })).toBeNull();
  });
});
