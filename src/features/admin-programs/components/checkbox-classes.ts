/** The program form's checkboxes: large enough to see and hit (WCAG 2.5.8). */
export const checkboxClasses = 'mt-1 h-6 w-6 shrink-0 accent-blue-900';
