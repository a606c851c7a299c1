export { Autocomplete, type AutocompleteProps } from './Autocomplete.tsx';
export {
  type AutocompleteAction,
  type AutocompleteState,
  autocompleteReducer,
  initialAutocompleteState,
  type SuggestionStatus,
} from './autocomplete-state.ts';
export {
  AUTOCOMPLETE_DEBOUNCE_MS,
  type AutocompleteItem,
  type UseAutocompleteOptions,
  useAutocomplete,
} from './use-autocomplete.ts';
