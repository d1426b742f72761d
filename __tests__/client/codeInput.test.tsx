import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeInput, emptyCode } from '../../src/client/components/CodeInput';

function Harness({ onCode }: { onCode?: (code: string[]) => void }) {
  const [code, setCode] = useState(emptyCode);
  return (
    <CodeInput
      value={code}
      onChange={(next) => {
        setCode(next);
        onCode?.(next);
      }}
    />
  );
}

const boxes = () => [1, 2, 3, 4].map((i) => screen.getByLabelText<HTMLInputElement>(`Digit ${i} of 4`));

describe('CodeInput', () => {
  it('is a labelled group of four boxes', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(4);
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
  });

  it('advances focus as digits are typed and ignores non-digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('1');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('x');
    expect(boxes()[1]).toHaveValue('');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('234');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('Backspace clears the box, then moves back and clears the previous one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(boxes()[2]).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes().map((b) => b.value)).toEqual(['1', '', '', '']);
  });

  it('a pasted 4-digit code fills every box', async () => {
    const user = userEvent.setup();
    const onCode = jest.fn();
    render(<Harness onCode={onCode} />);
    await user.click(boxes()[0]);
    await user.paste('9876');
    expect(boxes().map((b) => b.value)).toEqual(['9', '8', '7', '6']);
    expect(onCode).toHaveBeenLastCalledWith(['9', '8', '7', '6']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('a paste with spaces or dashes still fills all boxes; a short paste changes nothing', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => '12' } });
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '']);
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => ' 4-3-2-1 ' } });
    expect(boxes().map((b) => b.value)).toEqual(['4', '3', '2', '1']);
  });
});
