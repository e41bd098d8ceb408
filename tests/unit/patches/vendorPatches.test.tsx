// @vitest-environment happy-dom
/**
 * The library patches in patches/ (README there; issue 13, §9): mounting a Tooltip, a Select, a Portal into the body,
 * a react-hook-form form or a date picker (and hiding a picker in a kept-alive screen) commits once — React's Profiler reports a render forced from inside a commit as a
 * 'nested-update', which each of them caused before its patch — and each still does its job once used.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import MenuItem from '@mui/material/MenuItem';
import Portal from '@mui/material/Portal';
import Select from '@mui/material/Select';
import Tooltip from '@mui/material/Tooltip';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { Activity, Profiler, useState, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

/** The phases React's Profiler reports for the commits of what it wraps. */
function profiled(children: ReactNode) {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
  const view = render(
    <Profiler id="patched" onRender={onRender}>
      {children}
    </Profiler>,
  );
  return { phases, ...view };
}

describe('Tooltip (@mui/material patch)', () => {
  it('mounts in one commit', () => {
    const { phases } = profiled(
      <Tooltip title="刷新">
        <button type="button">refresh</button>
      </Tooltip>,
    );
    expect(phases).toEqual(['mount']);
  });

  it('opens on hover and on keyboard focus, and names its child', async () => {
    render(
      <Tooltip title="刷新" enterDelay={0}>
        <button type="button">refresh</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: '刷新' });
    fireEvent.mouseOver(button);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '刷新');
    fireEvent.mouseLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('stays open while its parent draws its child again with a new ref each time', async () => {
    function Host() {
      const [clicks, setClicks] = useState(0);
      return (
        <Tooltip title="刷新" enterDelay={0}>
          <button type="button" ref={(node) => void node} onClick={() => setClicks(clicks + 1)}>
            refresh {clicks}
          </button>
        </Tooltip>
      );
    }
    render(<Host />);
    const button = screen.getByRole('button', { name: '刷新' });
    fireEvent.mouseOver(button);
    await screen.findByRole('tooltip');
    for (let i = 1; i <= 3; i++) fireEvent.click(button);
    expect(button.textContent).toBe('refresh 3');
    expect(screen.getByRole('tooltip').textContent).toBe('刷新');
  });

  it('opens when controlled open from the start', async () => {
    render(
      <Tooltip title="已复制" open>
        <button type="button">copy</button>
      </Tooltip>,
    );
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', '已复制');
  });
});

describe('Select (@mui/material patch)', () => {
  function Choice() {
    const [value, setValue] = useState('10');
    return (
      <Select value={value} onChange={(e) => setValue(e.target.value)} inputProps={{ 'aria-label': 'rows' }}>
        <MenuItem value="10">10</MenuItem>
        <MenuItem value="25">25</MenuItem>
      </Select>
    );
  }

  it('mounts in one commit', () => {
    const { phases } = profiled(<Choice />);
    expect(phases).toEqual(['mount']);
  });

  it('opens its menu anchored to itself and takes a choice', async () => {
    render(<Choice />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    expect(listbox.textContent).toBe('1025');
    fireEvent.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(screen.getByRole('combobox').textContent).toBe('25'));
  });

  it('starts open when asked to', async () => {
    render(
      <Select value="a" defaultOpen>
        <MenuItem value="a">a</MenuItem>
      </Select>,
    );
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });
});

describe('Portal (@mui/material patch)', () => {
  it('renders into the body in its first commit', () => {
    const { phases, container } = profiled(
      <Portal>
        <p>in the body</p>
      </Portal>,
    );
    expect(phases).toEqual(['mount']);
    expect(container.textContent).toBe('');
    expect(document.body.textContent).toContain('in the body');
  });

  it('still waits for a container it is given', () => {
    const target = document.createElement('div');
    document.body.append(target);
    const { phases } = profiled(
      <Portal container={target}>
        <p>in the target</p>
      </Portal>,
    );
    expect(target.textContent).toBe('in the target');
    expect(phases).toEqual(['mount', 'nested-update']);
    target.remove();
  });
});

describe('useForm (react-hook-form patch)', () => {
  function ReadyForm({ seen }: { seen: boolean[] }) {
    const { formState, register } = useForm({ defaultValues: { name: 'x' } });
    seen.push(formState.isReady);
    return <input aria-label="name" {...register('name')} />;
  }

  it('mounts without a render forced from the commit, and is ready after it', async () => {
    const seen: boolean[] = [];
    const { phases } = profiled(<ReadyForm seen={seen} />);
    await act(async () => {});
    expect(phases).not.toContain('nested-update');
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect((screen.getByRole('textbox', { name: 'name' }) as HTMLInputElement).value).toBe('x');
  });
});

describe('DesktopDatePicker (@mui/x-date-pickers patch)', () => {
  function Picker({ mode = 'visible' }: { mode?: 'visible' | 'hidden' }) {
    return (
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Activity mode={mode}>
          <DesktopDatePicker label="from" />
        </Activity>
      </LocalizationProvider>
    );
  }

  it('mounts in one commit, and is hidden with its screen in one', () => {
    const { phases, rerender } = profiled(<Picker />);
    expect(phases).toEqual(['mount']);
    rerender(
      <Profiler id="patched" onRender={(_id, phase) => phases.push(phase)}>
        <Picker mode="hidden" />
      </Profiler>,
    );
    expect(phases.length).toBeGreaterThan(1);
    expect(phases).not.toContain('nested-update');
  });

  it('opens its calendar from the button, anchored to it', async () => {
    render(<Picker />);
    fireEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const calendar = await screen.findByRole('dialog');
    expect(calendar.querySelector('[role=grid]')).not.toBeNull();
  });
});
