//! The page's engine: [`api::call`] behind a small C ABI, for the library
//! compiled to WebAssembly (`wasm32-unknown-unknown`, with no bindings
//! generated), which the page's Web Worker loads (`scripts/build-page`).
//!
//! The worker asks [`lightsout_alloc`] for room, writes a request's bytes
//! there and hands them to [`lightsout_call`], which frees them and
//! returns its answer: a buffer of 4 bytes (the answer's length n, little
//! endian), 1 byte (1: JSON, 0: why not, in one line) and n bytes of
//! UTF-8, that the worker reads and gives back with [`lightsout_free`].

use crate::api;

/// Room for `len` bytes, for the caller to fill and pass to
/// [`lightsout_call`] (or give back with [`lightsout_free`]).
#[no_mangle]
pub extern "C" fn lightsout_alloc(len: usize) -> *mut u8 {
    let mut room = vec![0u8; len].into_boxed_slice();
    let at = room.as_mut_ptr();
    std::mem::forget(room);
    at
}

/// Gives back `len` bytes at `at` that [`lightsout_alloc`] or
/// [`lightsout_call`] gave.
///
/// # Safety
/// `at` and `len` must be what one of them gave, given back once.
#[no_mangle]
pub unsafe extern "C" fn lightsout_free(at: *mut u8, len: usize) {
    drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(at, len)));
}

/// Answers the request of `len` bytes at `at` (which it gives back),
/// dealing a new board from `fresh`; its answer as the module's
/// documentation says, `5 + n` bytes to give back.
///
/// # Safety
/// `at` and `len` must be what [`lightsout_alloc`] gave.
#[no_mangle]
pub unsafe extern "C" fn lightsout_call(at: *mut u8, len: usize, fresh: u64) -> *mut u8 {
    let request = Box::from_raw(std::ptr::slice_from_raw_parts_mut(at, len));
    let answer = match std::str::from_utf8(&request) {
        Ok(text) => api::call(text, fresh).map_err(|why| why.to_string()),
        Err(_) => Err("the request is not UTF-8".to_string()),
    };
    let (ok, text) = match answer {
        Ok(json) => (1, json),
        Err(why) => (0, why),
    };
    let mut out = Vec::with_capacity(5 + text.len());
    out.extend_from_slice(&(text.len() as u32).to_le_bytes());
    out.push(ok);
    out.extend_from_slice(text.as_bytes());
    let mut out = out.into_boxed_slice();
    let at = out.as_mut_ptr();
    std::mem::forget(out);
    at
}
