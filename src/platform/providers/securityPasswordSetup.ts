/**
 * Issue 30 item 3, the data layer's half: a money-out call refused for want of a security (withdrawal) password sends
 * the user to set one. The HTTP path knows nothing of dialogs; the feature that changes the password registers the
 * opener (src/features/accountSecurity), as the Google check does (googleVerification.ts).
 */
type Opener = () => void;

let opener: Opener | undefined;

export const securityPasswordSetup = {
  /** The feature that can open the dialog registers here; answers the unregister function. */
  register(next: Opener): () => void {
    opener = next;
    return () => {
      if (opener === next) opener = undefined;
    };
  },
  /** Opens the set-password dialog, when a feature can (none on the login page). */
  request(): void {
    opener?.();
  },
};
