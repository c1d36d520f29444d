// A program with two registered children and a coordinator, for the staff journeys (admin, coordinator).
import { assignCoordinator, createProgram, createRegisteredChild, createUser } from '../../e2e/concussion-staff.data';

export { PASSWORD } from '../../e2e/concussion-staff.data';

export async function programWithRoster(tag: string) {
  const program = await createProgram(tag);
  const parent = await createUser('parent_guardian', 'Robin', 'Parent');
  const coach = await createUser('coach', 'Casey', 'Coach');
  const kids = [
    await createRegisteredChild(parent.id, 'Zoe', [program.id]),
    await createRegisteredChild(parent.id, 'Yann', [program.id]),
  ];
  await assignCoordinator(program.id, coach.id);
  return { program, parent, coach, kids };
}
