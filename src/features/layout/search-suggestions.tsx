import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { suggestionsQuery } from '../../api/queries/suggestions';
import { useApi } from '../../app/api-context';
import { useT } from '../../i18n';
import { SUGGESTIONS_LIMIT } from '../../schemas/field-rules';
import { isSuggestionQuery } from '../../schemas/search';
import type { SearchQueryInputProps } from './header-search';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;

/**
 * The search bar's text field with product suggestions (SPEC §5): asked for from 3 characters, at
 * most 5, within the chosen category, once typing rests. Each text is its own query, so an answer
 * that comes back for an older text is never shown for the current one. A combobox: arrows move
 * through the suggestions, Enter opens the highlighted product or, with none highlighted, submits
 * the search; Escape closes the list.
 */
export function SuggestionsInput({ value, onChange, onSubmit, categorySlug, label, placeholder }: SearchQueryInputProps) {
  const t = useT('shop');
  const api = useApi();
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);
  const [debounced] = useDebouncedValue(value.trim(), SUGGESTIONS_DEBOUNCE_MS);
  const asking = isSuggestionQuery(debounced);
  const { data, isFetching, isError } = useQuery({
    ...suggestionsQuery(api, debounced, { limit: SUGGESTIONS_LIMIT, ...(categorySlug ? { category: categorySlug } : {}) }),
    enabled: asking,
  });
  // Only what answers the text now in the field: never an older text's suggestions.
  const current = asking && debounced === value.trim();
  const items = current ? (data ?? []) : [];
  // Open while the participant is in the field and there is something for the current text.
  const combobox = useCombobox({
    opened: wanted && current && !isError,
    onOpenedChange: setWanted,
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(slug) => {
        combobox.closeDropdown();
        void navigate({ to: '/shop/products/$productSlug', params: { productSlug: slug } });
      }}
      withinPortal={false}
      // Mantine keeps a combobox's list mounted (hidden) and positions it on mount, with a resize
      // and scroll watch: ~40 ms of every signed-in page's load for a list that shows only while
      // typing (issue 9). The field points at the list only while it is open, so nothing dangles.
      keepMounted={false}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          type="search"
          // Combobox.Target makes the field an ARIA 1.2 combobox that owns the suggestion list.
          aria-autocomplete="list"
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter with no suggestion highlighted is a plain search.
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0) {
              event.preventDefault();
              combobox.closeDropdown();
              onSubmit(value);
            }
          }}
          style={{ flex: 1, minWidth: 0 }}
          radius={0}
          rightSection={current && isFetching ? <Loader size={14} aria-hidden /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={t('search.suggestions')}>
          {items.map((item) => (
            <Combobox.Option value={item.slug} key={item.slug}>
              <Group gap="sm" wrap="nowrap">
                {item.image ? <img src={item.image} alt="" width={36} height={36} style={{ objectFit: 'contain', flex: 'none' }} /> : null}
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {item.brandName}
                  </Text>
                </div>
              </Group>
            </Combobox.Option>
          ))}
          {items.length === 0 ? (
            <Combobox.Empty>{t(isFetching || !data ? 'search.loadingSuggestions' : 'search.noSuggestions')}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
