/* A stand-in for Windows' bcryptprimitives.dll, for release/check.sh only.
 *
 * Rust's standard library on Windows draws random numbers from ProcessPrng
 * in bcryptprimitives.dll (Windows 10 and later have it). Wine 8, the Wine
 * of Debian 12, does not, so under it the game would not even load. This
 * file gives Wine the one function, on top of RtlGenRandom, which Wine
 * does have. It is compiled into the check's temporary Wine folder; it is
 * never part of a release.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length); /* RtlGenRandom */

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size) {
    while (size > 0) {
        ULONG chunk = size > 0x10000000 ? 0x10000000 : (ULONG)size;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        size -= chunk;
    }
    return TRUE;
}
