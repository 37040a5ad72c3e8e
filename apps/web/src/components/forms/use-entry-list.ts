import { useState } from 'react';
import { type EntryErrors, NO_ENTRY_ERRORS } from '@/lib/forms';

/** The open entry: its index, the copy cancel restores (null for a new one) and its errors. */
export interface OpenEntry<T> {
  index: number;
  original: T | null;
  errors: Record<string, string>;
}

/**
 * A list of entries edited one at a time (add, edit, cancel restores, remove), with the last
 * saved list to tell unsaved changes and the server's errors per entry. The form keeps its own
 * rules: when an entry may be added or closed, and how the list is saved.
 */
export function useEntryList<T>(initial: () => T[]) {
  const [saved, setSaved] = useState(initial);
  const [entries, setEntries] = useState(saved);
  const [editing, setEditing] = useState<OpenEntry<T> | null>(null);
  const [serverErrors, setServerErrors] = useState<EntryErrors>(NO_ENTRY_ERRORS);

  const change = (index: number, values: T) => setEntries((list) => list.map((entry, i) => (i === index ? values : entry)));

  const remove = (index: number) => {
    setEntries((list) => list.filter((_, i) => i !== index));
    // Server errors name entries by position, which has just changed.
    setServerErrors(NO_ENTRY_ERRORS);
  };

  return {
    entries,
    editing,
    serverErrors,
    dirty: JSON.stringify(entries) !== JSON.stringify(saved),
    change,
    remove,
    /**
     * Appends `empty` and opens it. The list's own error ('add at least one ...') answered a save with
     * none: it goes while an entry is being added and comes back only on another such save.
     */
    add(empty: T) {
      setEntries((list) => [...list, empty]);
      setServerErrors((current) => (current.list.length === 0 ? current : { ...current, list: [] }));
      setEditing({ index: entries.length, original: null, errors: {} });
    },
    /** Opens an entry with the errors the server gave it. */
    edit(index: number) {
      setEditing({ index, original: entries[index] as T, errors: serverErrors.byEntry.get(index) ?? {} });
    },
    /** Closes the open entry: a new one goes, an edited one gets its copy back. */
    cancel() {
      if (!editing) return;
      if (editing.original === null) remove(editing.index);
      else change(editing.index, editing.original);
      setEditing(null);
    },
    /** Removes the open entry (a new one the user deletes). */
    removeOpen() {
      if (!editing) return;
      remove(editing.index);
      setEditing(null);
    },
    open: setEditing,
    close: () => setEditing(null),
    /** The open entry's own check failed: it stays open with these errors. */
    showErrors(errors: Record<string, string>) {
      if (editing) setEditing({ ...editing, errors });
    },
    setServerErrors,
    forgetServerErrors(index: number) {
      setServerErrors((current) => {
        const byEntry = new Map(current.byEntry);
        byEntry.delete(index);
        return { ...current, byEntry };
      });
    },
    /** The list as saved (the save's answer): the form starts from it. */
    reset(fresh: T[]) {
      setSaved(fresh);
      setEntries(fresh);
    },
  };
}
