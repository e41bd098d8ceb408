import { describe, expect, it, vi } from 'vitest';
import { createFilterOptions } from '@mui/material/Autocomplete';
import { optionFilter } from '../../../src/kit/fields/components/optionFilter';

type Cinema = { id: number; name: string };
const cinemas: Cinema[] = [
  { id: 1, name: '万达影城（成都来福士店）' },
  { id: 2, name: 'CGV影城（上海五角场店）' },
  { id: 3, name: 'Cinéma Lumière' },
  { id: 4, name: '大地影院成都太古里店' },
  { id: 5, name: 'UME影城（北京中关村店）' },
];
const nameOf = (c: Cinema) => c.name;

describe('optionFilter (the §9 selector searched in the browser)', () => {
  it("finds what MUI's own filter finds: anywhere in the label, case and accents ignored, untrimmed", () => {
    const ours = optionFilter(nameOf);
    const mui = createFilterOptions<Cinema>();
    for (const typed of [
      '成都',
      '成都来福士',
      'cgv',
      'CINEMA',
      'lumiere',
      'é',
      ' 影城',
      '影城（',
      '不存在',
      'ume影城（北京',
    ]) {
      expect(ours(cinemas, { inputValue: typed }), typed).toEqual(
        mui(cinemas, { inputValue: typed, getOptionLabel: nameOf }),
      );
    }
    expect(ours(cinemas, { inputValue: '成都' }).map((c) => c.id)).toEqual([1, 4]);
    expect(ours(cinemas, { inputValue: 'LUMIÈRE' }).map((c) => c.id)).toEqual([3]);
  });

  it('answers every option for an empty input, in their order', () => {
    expect(optionFilter(nameOf)(cinemas, { inputValue: '' })).toBe(cinemas);
  });

  it('reads each label once per list, not once per keystroke', () => {
    const labelOf = vi.fn(nameOf);
    const filter = optionFilter(labelOf);
    for (const typed of ['成', '成都', '成都来', '成都来福士']) filter(cinemas, { inputValue: typed });
    expect(labelOf).toHaveBeenCalledTimes(cinemas.length);
    // A new list (records reloaded) is read afresh.
    const reloaded = cinemas.map((c) => ({ ...c }));
    expect(filter(reloaded, { inputValue: '成都' }).map((c) => c.id)).toEqual([1, 4]);
    expect(labelOf).toHaveBeenCalledTimes(cinemas.length * 2);
  });
});
