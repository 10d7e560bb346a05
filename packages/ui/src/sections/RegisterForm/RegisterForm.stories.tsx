import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import { registerValidationMessages } from '../../logic/validation/registerValidation';
import { storyMessages } from '../../stories/storyMessages';

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn(), loginHref: '/login' },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: 'Register' }));
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveAttribute('autocomplete', 'given-name');
    await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('autocomplete', 'family-name');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    const password = form.getByLabelText('Password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription('At least 6 characters.');
    const login = form.getByRole('link', { name: 'Login' });
    await expect(login).toHaveAttribute('href', '/login');
    // A target of at least 24 x 24 CSS px (WCAG 2.2, 2.5.8); the plain text link was 19 px tall.
    await expect(login.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(login.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);

    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), ' Ada ');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(password, 'secret12');
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret12',
    });
  },
};

/** One error at a time, in the spec's order; the field it is about is marked invalid and focused. */
export const OrderedValidation: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const errors = storyMessages(globals, 'RegisterValidation', registerValidationMessages);
    const register = canvas.getByRole('button', { name: 'Register' });
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    const lastName = canvas.getByRole('textbox', { name: 'Last name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const password = canvas.getByLabelText('Password');

    await userEvent.click(register);
    await expect(canvas.getByRole('alert')).toHaveTextContent(errors.firstNameRequired);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    // The message exists once (the alert), not again as the field's own hidden copy read a second time.
    await expect(canvas.getAllByText(errors.firstNameRequired)).toHaveLength(1);
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(errors.firstNameRequired);
    await expect(firstName).toHaveFocus();
    await expect(lastName).not.toHaveAttribute('aria-invalid');

    // Editing the field clears its message.
    await userEvent.type(firstName, 'Ada');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(firstName).not.toHaveAttribute('aria-invalid');

    await userEvent.click(register);
    await expect(canvas.getByRole('alert')).toHaveTextContent(errors.lastNameRequired);
    await expect(lastName).toHaveFocus();
    await userEvent.type(lastName, 'Lovelace');

    await userEvent.type(email, 'ada.example.com');
    await userEvent.click(register);
    await expect(canvas.getByRole('alert')).toHaveTextContent(errors.emailInvalid);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');

    await userEvent.type(password, '12345');
    await userEvent.click(register);
    await expect(canvas.getByRole('alert')).toHaveTextContent(errors.passwordTooShort);
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(password, '6{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: '123456',
    });
  },
};

/** The app passes the spec's 5000 ms; a short delay keeps the story quick. */
export const ErrorClearsAfterDelay: Story = {
  tags: ['test-only'],
  args: { errorClearMs: 300 },
  play: async ({ canvas, userEvent, globals }) => {
    const errors = storyMessages(globals, 'RegisterValidation', registerValidationMessages);
    // Watching starts before the click, so the alert is seen however late this function resumes.
    const alertShown = canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await alertShown).toHaveTextContent(errors.firstNameRequired);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
  },
};

export const Success: Story = {
  args: { showSuccess: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Registration successful! Please check your email for OTP.');
  },
};

export const WithError: Story = {
  args: {
    error: 'Registration error : An account with this email may already exist.',
    defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Registration error : An account with this email may already exist.');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'secret12' } },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Register' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** As a screen wires it: success clears the form. */
function Wired(args: RegisterFormProps) {
  const [showSuccess, setShowSuccess] = useState(false);
  return (
    <RegisterForm
      {...args}
      showSuccess={showSuccess}
      onSubmit={(values) => {
        args.onSubmit(values);
        setShowSuccess(true);
      }}
    />
  );
}

export const SuccessClearsForm: Story = {
  tags: ['test-only'],
  render: (args) => <Wired {...args} />,
  args: { defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'secret12' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('Registration successful! Please check your email for OTP.');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};

/** The seaside brand pack rewords the password rule. */
export const SeasideBrand: Story = {
  globals: { brand: 'seaside' },
  args: { defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: '123' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a password of 6 characters or more');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};
