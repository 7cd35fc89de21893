import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { categoriesQuery, type Category } from '../../api/queries/categories';
import { useApi } from '../../app/api-context';
import type { Locale } from '../../domain/locales';
import { useLocale, useT } from '../../i18n';
import { SearchIcon } from '../../ui/icons';
import { useSearchDraft } from './search-draft';
import { SuggestionsInput } from './search-suggestions';
import type { SearchQueryInputProps } from './search-query-input';
import { searchTarget } from './search-target';

export interface HeaderSearchProps {
  /** Replaces the text field (the default shows suggestions; PlainQueryInput shows none). */
  renderQueryInput?: (props: SearchQueryInputProps) => ReactNode;
}

export function categoryLabel(category: Pick<Category, 'name' | 'translations'>, locale: Locale): string {
  return category.translations?.[locale] || category.name;
}

/** A text field without suggestions. */
export function PlainQueryInput({ value, onChange, label, placeholder }: SearchQueryInputProps) {
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={{ flex: 1, minWidth: 0 }}
      radius={0}
    />
  );
}

/** [home-and-layout 14]: the category-plus-text search bar; submits to /shop or /shop/catalog/{slug} with filter_search. */
export function HeaderSearch({ renderQueryInput = (props) => <SuggestionsInput {...props} /> }: HeaderSearchProps) {
  const t = useT('shell');
  const common = useT('common');
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { data: categories = [] } = useQuery(categoriesQuery(useApi()));
  const [{ categorySlug, text }, updateDraft] = useSearchDraft();
  const setText = (next: string) => updateDraft({ text: next });

  const submit = (query: string) => {
    const target = searchTarget({ categorySlug, text: query });
    void navigate({ to: target.to, search: target.search });
  };

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
      style={{ width: '100%' }}
    >
      <Group gap={0} wrap="nowrap" align="stretch">
        <NativeSelect
          aria-label={t('search.category')}
          value={categorySlug}
          onChange={(event) => updateDraft({ categorySlug: event.currentTarget.value })}
          data={[
            { value: '', label: t('search.allCategories') },
            ...categories.map((c) => ({ value: c.slug, label: categoryLabel(c, locale) })),
          ]}
          w={{ base: 150, md: 190 }}
          styles={{ input: { borderStartEndRadius: 0, borderEndEndRadius: 0, borderInlineEndWidth: 0 } }}
        />
        {renderQueryInput({
          value: text,
          onChange: setText,
          onSubmit: submit,
          categorySlug,
          label: t('search.placeholder'),
          placeholder: t('search.placeholder'),
        })}
        <Button
          type="submit"
          aria-label={common('search')}
          px="md"
          styles={{ root: { borderStartStartRadius: 0, borderEndStartRadius: 0 } }}
        >
          <SearchIcon />
        </Button>
      </Group>
    </form>
  );
}
