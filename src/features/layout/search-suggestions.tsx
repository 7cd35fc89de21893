import { Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type KeyboardEvent } from 'react';
import { programQuery } from '../../api/queries/program';
import { suggestionsQuery } from '../../api/queries/suggestions';
import { useApi } from '../../app/api-context';
import { useT } from '../../i18n';
import { SUGGESTIONS_LIMIT } from '../../schemas/field-rules';
import { isSuggestionQuery } from '../../schemas/search';
import { ProductThumb } from '../../ui/product-image';
import type { SearchQueryInputProps } from './search-query-input';
import classes from './search-suggestions.module.css';
import { useRegion } from './use-region';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;

/** The highlighted suggestion after an arrow key, wrapping at both ends; -1 is none. */
export function moveHighlight(index: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return index + 1 >= count ? 0 : index + 1;
  return index <= 0 ? count - 1 : index - 1;
}

/**
 * The search bar's text field with product suggestions [validation 31; catalogue 21]: asked for from 3 characters, at
 * most 5, within the chosen category, once typing rests. Each text is its own query, so an answer
 * that comes back for an older text is never shown for the current one.
 *
 * An ARIA 1.2 combobox of its own rather than Mantine's: Mantine's brings Popover and Floating UI
 * (about 25 kB gzip) to the first download of every signed-in page, for a list that always opens
 * straight under the field (docs/performance.md). Arrows open the list on its first or last suggestion and move
 * through it (wrapping), Enter opens the highlighted product or, with none highlighted, submits
 * the search; Escape closes the list.
 * Focus stays in the field throughout: the highlighted option is named by aria-activedescendant.
 */
export function SuggestionsInput({ value, onChange, onSubmit, categorySlug, label, placeholder }: SearchQueryInputProps) {
  const t = useT('shop');
  const api = useApi();
  const navigate = useNavigate();
  const listId = useId();
  const [wanted, setWanted] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const [debounced] = useDebouncedValue(value.trim(), SUGGESTIONS_DEBOUNCE_MS);
  const asking = isSuggestionQuery(debounced);
  // The participant's region goes with the text, as with the product list: a server that prices
  // or filters by region suggests what the list would show.
  const [region] = useRegion(useSuspenseQuery(programQuery(api)).data);
  const { data, isFetching, isError } = useQuery({
    ...suggestionsQuery(api, debounced, { limit: SUGGESTIONS_LIMIT, ...(categorySlug ? { category: categorySlug } : {}), region }),
    enabled: asking,
  });
  // Only what answers the text now in the field: never an older text's suggestions.
  const current = asking && debounced === value.trim();
  const items = current ? (data ?? []) : [];
  // Open while the participant is in the field and there is something for the current text.
  const opened = wanted && current && !isError;
  const highlighted = opened && highlight < items.length ? highlight : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setWanted(false);
    setHighlight(-1);
  };
  const openProduct = (slug: string) => {
    close();
    void navigate({ to: '/shop/products/$productSlug', params: { productSlug: slug } });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An IME composing a word uses Enter and the arrows for its own candidates.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Closed, an arrow opens the list on its first (or, going up, last) suggestion, as the ARIA
      // practices' list autocomplete does; the suggestions for the text may be kept already.
      if (!opened) setWanted(true);
      setHighlight(moveHighlight(highlighted, event.key, items.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = items[highlighted];
      if (chosen) openProduct(chosen.slug);
      else {
        close();
        onSubmit(value);
      }
    } else if (event.key === 'Escape' && opened) {
      // The first Escape closes the list; the next one is the field's own (it clears the text).
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={classes.field}>
      <TextInput
        type="search"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={opened}
        aria-controls={opened && items.length > 0 ? listId : undefined}
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setWanted(true);
          setHighlight(-1);
        }}
        onFocus={() => setWanted(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        radius={0}
        rightSection={current && isFetching ? <Loader size={14} aria-hidden /> : null}
      />
      {opened ? (
        <div className={classes.dropdown}>
          {items.length > 0 ? (
            <ul role="listbox" id={listId} aria-label={t('search.suggestions')} className={classes.list}>
              {items.map((item, index) => (
                <li
                  key={item.slug}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === highlighted}
                  className={classes.option}
                  // Pressing an option must not take focus from the field: its blur would close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== highlighted && setHighlight(index)}
                  onClick={() => openProduct(item.slug)}
                >
                  <ProductThumb src={item.image} size={36} className={classes.thumb} />
                  <div className={classes.text}>
                    <Text size="sm" truncate>
                      {item.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {item.brandName}
                    </Text>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <Text size="sm" c="dimmed" className={classes.empty}>
              {t(isFetching || !data ? 'search.loadingSuggestions' : 'search.noSuggestions')}
            </Text>
          )}
        </div>
      ) : null}
    </div>
  );
}
