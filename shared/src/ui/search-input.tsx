import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** Wait after the last keystroke before searching: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  /** The search in force (from the URL); the box follows it on back/forward. */
  value: string | undefined;
  onSearch(value: string): void;
  placeholder: string;
  debounceMs?: number;
}

/** A search box that reports what was typed once the operator pauses. */
export function SearchInput({
  value,
  onSearch,
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: SearchInputProps) {
  const [text, setText] = useState(value ?? '');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const applied = useRef(value ?? '');

  // Back/forward or a link changed the search: show it.
  useEffect(() => {
    applied.current = value ?? '';
    setText(value ?? '');
  }, [value]);

  useEffect(() => {
    if (text.trim() === applied.current.trim()) return;
    const timer = setTimeout(() => {
      applied.current = text;
      latest.current(text);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  return (
    <Input
      type="search"
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      style={{ inlineSize: 280, maxInlineSize: '100%' }}
    />
  );
}
