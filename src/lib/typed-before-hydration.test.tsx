// @vitest-environment jsdom
// A sign-in page rendered on the server can be typed into before its scripts run; the typed text
// must reach the components once they are hydrated (docs/performance.md).
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { handBackTypedInput, noteTypedInput } from './typed-before-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let seen: { login: string; remember: boolean } = { login: '', remember: false };

function Form() {
  const [login, setLogin] = useState('');
  const [remember, setRemember] = useState(false);
  seen = { login, remember };
  return (
    <form>
      <input name="login" value={login} onChange={(event) => setLogin(event.currentTarget.value)} />
      <input name="untouched" value="" onChange={() => undefined} />
      <input type="checkbox" name="remember" checked={remember} onChange={(event) => setRemember(event.currentTarget.checked)} />
    </form>
  );
}

function Frame() {
  useEffect(handBackTypedInput, []);
  return <Form />;
}

afterEach(() => {
  document.body.innerHTML = '';
  seen = { login: '', remember: false };
});

function serverPage(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Frame />);
  document.body.append(root);
  return root;
}
const field = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('text typed before hydration', () => {
  it('reaches the components and stays on screen after their next render', async () => {
    const root = serverPage();
    field(root, 'login').value = 'early@example.com';
    field(root, 'remember').checked = true;
    noteTypedInput(root);
    await act(async () => {
      hydrateRoot(root, <Frame />);
    });
    expect(seen).toEqual({ login: 'early@example.com', remember: true });
    expect(field(root, 'login').value).toBe('early@example.com');
    expect(field(root, 'untouched').value).toBe('');
    expect(field(root, 'remember').checked).toBe(true);
  });

  it('without the hand-back, the component never hears of it (what this module is for)', async () => {
    const root = serverPage();
    field(root, 'login').value = 'early@example.com';
    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    expect(seen.login).toBe('');
  });

  it('hands nothing back when nothing was typed, and only once', async () => {
    const root = serverPage();
    noteTypedInput(root);
    await act(async () => {
      hydrateRoot(root, <Frame />);
    });
    expect(seen).toEqual({ login: '', remember: false });
    field(root, 'login').value = 'later';
    handBackTypedInput();
    expect(seen.login).toBe('');
  });
});
