import { type DefaultError, type MutateOptions, type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * The form kit's guard against double submits and silent failures, for every form and action button:
 * - useGuardedMutation: the app's only useMutation. A request identical to one still in flight (a
 *   double tap, Enter pressed twice) is dropped, and isPending is true from the click on, so the
 *   button showing it (Mantine's `loading` disables it) is disabled at once. A request that ends its
 *   form (`endsForm`: a dialog closes or the page moves on after it) leaves the hook pending after its
 *   success, so a tap that lands while the form is leaving sends nothing.
 * - useInvalidFocus: after a failed submit (the form's own check or the server's formErrors), the
 *   first field showing an error is scrolled into view and focused, as a phone needs.
 */

const objectIds = new WeakMap<Blob, number>();
let lastObjectId = 0;

/** Files have no JSON: each is told apart by identity. */
function identityOf(value: Blob): string {
  let id = objectIds.get(value);
  if (id === undefined) {
    id = ++lastObjectId;
    objectIds.set(value, id);
  }
  return `#object${id}`;
}

/** Equal keys are the same request: equal JSON, form data with the same fields, the very same files. */
export function requestKey(variables: unknown): string {
  return JSON.stringify(variables ?? null, (_key, value: unknown) => {
    if (value instanceof FormData) return [...value.entries()];
    return value instanceof Blob ? identityOf(value) : value;
  });
}

export interface GuardOptions {
  /**
   * The request ends its form: after its success a dialog closes or the page moves on. The form is then
   * done: the hook stays pending and drops every further request until it is mounted again, because the
   * form stays on screen (a dialog's closing, a page's loading) after a fast answer, long enough for
   * a double tap's second tap to create twice.
   */
  endsForm?: boolean;
}

/**
 * useMutation whose repeats are dropped while the same request (same variables) is in flight;
 * other requests (another row's action, changed values) go as usual.
 */
export function useGuardedMutation<TData = unknown, TError = DefaultError, TVariables = void, TOnMutateResult = unknown>(
  { endsForm = false, ...options }: UseMutationOptions<TData, TError, TVariables, TOnMutateResult> & GuardOptions,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const mutation = useMutation(options);
  // A ref answers a second tap in the same tick, before any render; the state disables the button at the next one.
  const inFlight = useRef(new Set<string>());
  const ended = useRef(false);
  const [guarding, setGuarding] = useState(0);
  const { mutateAsync } = mutation;

  const run = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TOnMutateResult>): Promise<TData> => {
      const key = requestKey(variables);
      // A dropped repeat's promise never settles: the caller's follow-up (a toast, a navigation) runs once, for the first.
      if (ended.current || inFlight.current.has(key)) return new Promise<never>(() => undefined);
      inFlight.current.add(key);
      setGuarding((count) => count + 1);
      const request = mutateAsync(variables, callOptions);
      const release = () => {
        inFlight.current.delete(key);
        setGuarding((count) => count - 1);
      };
      const succeeded = () => {
        if (endsForm) ended.current = true;
        else release();
      };
      void request.then(succeeded, release);
      return request;
    },
    [mutateAsync, endsForm],
  );
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TOnMutateResult>) => {
      // As useMutation's own mutate: a failure is the callbacks' and the result's to show, never an unhandled rejection.
      run(variables, callOptions).catch(() => undefined);
    },
    [run],
  );
  return { ...mutation, isPending: mutation.isPending || guarding > 0, mutate, mutateAsync: run } as UseMutationResult<TData, TError, TVariables, TOnMutateResult>;
}

/**
 * A field with an error (Mantine's checkboxes mark theirs with data-error only, its password inputs with data-invalid
 * only), or a group's error text (FieldError).
 */
const INVALID = '[aria-invalid="true"], input[data-error="true"], input[data-invalid="true"], [data-form-error="true"]';
const FOCUSABLE_FIELD = 'input:not([type="hidden"]), textarea, select, button, [contenteditable="true"], [tabindex]';

/** Scrolls the first field showing an error (or a group's error text) into the middle of the screen and focuses it; inside `root`, or the whole page without one. */
function focusFirstInvalid(root: ParentNode | null): void {
  const first = (root ?? document).querySelector<HTMLElement>(INVALID);
  if (!first) return;
  // Not every test DOM scrolls.
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  if (first.matches(FOCUSABLE_FIELD)) first.focus({ preventScroll: true });
}

/**
 * `focusInvalid()` after a failed submit focuses the first invalid field once the errors are on screen:
 * call it together with setting them (the form's validation-failure handler, a server 422's onError)
 * and the focus follows the render that shows them. `ref` limits it to one form (a page may have
 * several); unattached, the whole page is searched.
 */
export function useInvalidFocus<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalid(ref.current);
  }, [request]);
  const focusInvalid = useCallback(() => setRequest((count) => count + 1), []);
  return { ref, focusInvalid };
}
