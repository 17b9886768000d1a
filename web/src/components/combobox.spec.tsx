import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { Combobox, MAX_SHOWN_MATCHES, type ComboboxOption } from './combobox';

const CLUBS: ComboboxOption[] = [
  { value: 1, label: 'Arsenal' },
  { value: 2, label: 'Bayern München' },
  { value: 3, label: 'Bodø/Glimt' },
  { value: 4, label: 'Manchester United' },
  { value: 5, label: 'Union Berlin' },
  { value: 6, label: 'United FC' },
];

const setup = (options: readonly ComboboxOption[] = CLUBS) => {
  const onPick = jest.fn<(value: number) => void>();
  const user = userEvent.setup();
  render(
    <>
      <Combobox label="Clubs" placeholder="Any club" options={options} onPick={onPick} />
      <button type="button">Elsewhere</button>
    </>,
  );
  const input = screen.getByRole('combobox', { name: 'Clubs' });
  const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
  const activeOption = () => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : undefined;
  };
  return { user, input, onPick, optionNames, activeOption };
};

describe(Combobox.name, () => {
  it('holds no option in the DOM until it opens, and opens on a click', async () => {
    const { user, input, optionNames } = setup();
    expect(input.getAttribute('placeholder')).toBe('Any club');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);

    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Clubs' }).id).toBe(input.getAttribute('aria-controls'));
    expect(optionNames()).toEqual(CLUBS.map((club) => club.label));
    // Opening is not choosing: nothing is active until the arrows or typing say so.
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('filters as you type, ignoring case and accents, and ranks labels starting with the text first', async () => {
    const { user, input, optionNames } = setup();
    await user.type(input, 'MUNCHEN');
    expect(optionNames()).toEqual(['Bayern München']);
    await user.clear(input);
    await user.type(input, 'bodo');
    expect(optionNames()).toEqual(['Bodø/Glimt']);
    await user.clear(input);
    await user.type(input, 'unI');
    expect(optionNames()).toEqual(['Union Berlin', 'United FC', 'Manchester United']);
  });

  it('finds "Müller" from "muller"', async () => {
    const { user, input, optionNames } = setup([
      { value: 10, label: 'Thomas Müller' },
      { value: 11, label: 'Gerd Muller' },
      { value: 12, label: 'Mullerson' },
      { value: 13, label: 'Kane' },
    ]);
    await user.type(input, 'muller');
    expect(optionNames()).toEqual(['Mullerson', 'Thomas Müller', 'Gerd Muller']);
  });

  it('makes the best match active as you type, so Enter picks it; the text clears and focus stays', async () => {
    const { user, input, onPick, optionNames, activeOption } = setup();
    await user.type(input, 'arse');
    expect(activeOption()).toBe('Arsenal');
    expect(screen.getByRole('option', { name: 'Arsenal' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(1);
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(optionNames()).toEqual([]);
    expect(document.activeElement).toBe(input);
  });

  it('tells each change of the active option, by typing, arrows or pointer, once per change', async () => {
    const onActiveChange = jest.fn<(value: number) => void>();
    const user = userEvent.setup();
    render(
      <Combobox
        label="Clubs"
        placeholder="Any club"
        options={CLUBS}
        onPick={() => undefined}
        onActiveChange={onActiveChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Clubs' });
    await user.click(input);
    expect(onActiveChange).not.toHaveBeenCalled();
    await user.type(input, 'uni');
    // "u", "un" and "uni" all rank Union Berlin first: one call, not three.
    expect(onActiveChange.mock.calls).toEqual([[5]]);
    await user.keyboard('{ArrowDown}');
    expect(onActiveChange).toHaveBeenLastCalledWith(6);
    await user.pointer({ target: screen.getByRole('option', { name: 'Manchester United' }) });
    expect(onActiveChange).toHaveBeenLastCalledWith(4);
    expect(onActiveChange).toHaveBeenCalledTimes(3);
  });

  it('moves the active option with the arrows (wrapping), Home and End, and picks it with Enter', async () => {
    const { user, input, onPick, activeOption } = setup();
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toBe('Arsenal');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('United FC');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe('Arsenal');
    await user.keyboard('{End}');
    expect(activeOption()).toBe('United FC');
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe('Bodø/Glimt');
    const active = screen.getByRole('option', { name: 'Bodø/Glimt' });
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(
      screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true'),
    ).toEqual([active]);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(3);
  });

  it('opens on ArrowUp at the last option, and on Alt+ArrowDown with none active', async () => {
    const { user, input, activeOption } = setup();
    input.focus();
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe('United FC');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toBeUndefined();
  });

  it('ignores Enter while no option is active', async () => {
    const { user, input, onPick } = setup();
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('picks an option on click without taking focus from the input', async () => {
    const { user, input, onPick } = setup();
    await user.type(input, 'united');
    await user.click(screen.getByRole('option', { name: 'Manchester United' }));
    expect(onPick).toHaveBeenCalledWith(4);
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('closes on the first Escape keeping the text, and clears the text on the second', async () => {
    const { user, input, optionNames } = setup();
    await user.type(input, 'ars');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(optionNames()).toEqual([]);
    expect((input as HTMLInputElement).value).toBe('ars');
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('closes without picking on Tab and on a click elsewhere', async () => {
    const { user, input, onPick } = setup();
    await user.type(input, 'ars');
    await user.tab();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(onPick).not.toHaveBeenCalled();
  });

  it(`shows at most ${MAX_SHOWN_MATCHES} matches and says how many more typing would reach`, async () => {
    const many = Array.from({ length: 250 }, (_, index) => ({
      value: index,
      label: `Club ${index}`,
    }));
    const { user, input, optionNames } = setup(many);
    await user.click(input);
    expect(optionNames()).toHaveLength(MAX_SHOWN_MATCHES);
    expect(screen.getByRole('status').textContent).toBe('Type to narrow 150 more');
    await user.type(input, 'club 1');
    expect(optionNames()).toHaveLength(MAX_SHOWN_MATCHES);
    // Club 1, Club 10 to 19, Club 100 to 199.
    expect(screen.getByRole('status').textContent).toBe('Type to narrow 11 more');
    await user.type(input, '2');
    expect(optionNames()).toEqual([
      'Club 12',
      ...Array.from({ length: 10 }, (_, index) => `Club 12${index}`),
    ]);
    expect(screen.getByRole('status').textContent).toBe('');
    await user.type(input, 'x');
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No matches');
  });

  it('scrolls the active option into view where the browser can', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { user, input } = setup();
      input.focus();
      await user.keyboard('{ArrowUp}');
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
      expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getByRole('option', { name: 'United FC' }));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

describe('Combobox on a server-rendered page', () => {
  const page = (
    <>
      <Combobox label="Clubs" placeholder="Any club" options={CLUBS} onPick={() => undefined} />
      <button type="button">Elsewhere</button>
    </>
  );
  const serverRendered = () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    return { container, input: container.querySelector('input')! };
  };

  it('takes over what was typed before hydration and searches it, with the list open', async () => {
    const { container, input } = serverRendered();
    input.focus();
    input.value = 'unit';
    await act(async () => hydrateRoot(container, page));
    expect(input.value).toBe('unit');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'United FC',
      'Manchester United',
    ]);
    container.remove();
  });

  it('keeps text typed into a field that has since lost focus, closed until the field is used', async () => {
    const { container, input } = serverRendered();
    input.value = 'ars';
    await act(async () => hydrateRoot(container, page));
    expect(input.value).toBe('ars');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(input);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Arsenal']);
    container.remove();
  });
});
