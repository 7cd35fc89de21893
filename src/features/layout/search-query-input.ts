/** What the text field receives: by default the field with product suggestions. */
export interface SearchQueryInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Submits the search with this text (a chosen suggestion, say). */
  onSubmit: (text: string) => void;
  /** The chosen category's slug, '' for all: suggestions are asked for within it. */
  categorySlug: string;
  label: string;
  placeholder: string;
}
