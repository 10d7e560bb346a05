import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import { registerValidationMessages } from '../../logic/validation/registerValidation';
import { storyMessages, playMessages } from '../../stories/storyMessages';
import { formatMessage } from '../../messages/Message';

const meta = {
  title: 'Account/RegisterForm',
  component: RegisterForm,
  args: { onSubmit: fn(), loginHref: '/login' },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const form = within(canvas.getByRole('form', { name: messages.RegisterForm.heading }));
    await expect(form.getByRole('textbox', { name: messages.RegisterForm.firstNameLabel })).toHaveAttribute('autocomplete', 'given-name');
    await expect(form.getByRole('textbox', { name: messages.RegisterForm.lastNameLabel })).toHaveAttribute('autocomplete', 'family-name');
    await expect(form.getByRole('textbox', { name: messages.RegisterForm.emailLabel })).toHaveAttribute('autocomplete', 'email');
    const password = form.getByLabelText(messages.RegisterForm.passwordLabel);
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription(formatMessage(messages.RegisterForm.passwordHint, { min: 6 }));
    const login = form.getByRole('link', { name: messages.RegisterForm.login });
    await expect(login).toHaveAttribute('href', '/login');
    // A target of at least 24 x 24 CSS px (WCAG 2.2, 2.5.8); the plain text link was 19 px tall.
    await expect(login.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(login.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);

    await userEvent.type(form.getByRole('textbox', { name: messages.RegisterForm.firstNameLabel }), ' Ada ');
    await userEvent.type(form.getByRole('textbox', { name: messages.RegisterForm.lastNameLabel }), 'Lovelace');
    await userEvent.type(form.getByRole('textbox', { name: messages.RegisterForm.emailLabel }), 'ada@example.com');
    await userEvent.type(password, 'secret12');
    await userEvent.click(form.getByRole('button', { name: messages.RegisterForm.heading }));
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
    const messages = playMessages(globals);
    const errors = storyMessages(globals, 'RegisterValidation', registerValidationMessages);
    const register = canvas.getByRole('button', { name: messages.RegisterForm.heading });
    const firstName = canvas.getByRole('textbox', { name: messages.RegisterForm.firstNameLabel });
    const lastName = canvas.getByRole('textbox', { name: messages.RegisterForm.lastNameLabel });
    const email = canvas.getByRole('textbox', { name: messages.RegisterForm.emailLabel });
    const password = canvas.getByLabelText(messages.RegisterForm.passwordLabel);

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
    const messages = playMessages(globals);
    const errors = storyMessages(globals, 'RegisterValidation', registerValidationMessages);
    // Watching starts before the click, so the alert is seen however late this function resumes.
    const alertShown = canvas.findByRole('alert');
    await userEvent.click(canvas.getByRole('button', { name: messages.RegisterForm.heading }));
    await expect(await alertShown).toHaveTextContent(errors.firstNameRequired);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: messages.RegisterForm.firstNameLabel })).not.toHaveAttribute('aria-invalid');
  },
};

export const Success: Story = {
  args: { showSuccess: true },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.RegisterForm.success);
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
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const button = canvas.getByRole('button', { name: messages.RegisterForm.heading });
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
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.RegisterForm.heading }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.RegisterForm.success);
    await expect(canvas.getByRole('textbox', { name: messages.RegisterForm.firstNameLabel })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: messages.RegisterForm.emailLabel })).toHaveValue('');
    await expect(canvas.getByLabelText(messages.RegisterForm.passwordLabel)).toHaveValue('');
  },
};

/** The seaside brand pack rewords the password rule. */
export const SeasideBrand: Story = {
  globals: { brand: 'seaside' },
  args: { defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: '123' } },
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.RegisterForm.heading }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a password of 6 characters or more');
    await expect(canvas.getByLabelText(messages.RegisterForm.passwordLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};
